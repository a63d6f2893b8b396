'use client';

import { ARENA_LOBBY, ARENA_PROVIDER } from '@sportsbook/contract/light';
import { useTranslations } from 'next-intl';
import { useLaunch } from './use-launch';

/** SPEC §2 /virtual-gaming-arena: the button that opens the arena's lobby for the player. */
export function ArenaLaunch() {
  const t = useTranslations('arena');
  const { open, isOpening, ready } = useLaunch('arena.launchFailed');
  return (
    <button
      type="button"
      onClick={() => void open(ARENA_PROVIDER, ARENA_LOBBY)}
      disabled={!ready || isOpening(ARENA_PROVIDER, ARENA_LOBBY)}
      className="min-h-11 justify-self-start rounded-md bg-accent px-4 font-semibold text-accent-text hover:opacity-90 disabled:opacity-60"
    >
      {t('open')}
    </button>
  );
}
