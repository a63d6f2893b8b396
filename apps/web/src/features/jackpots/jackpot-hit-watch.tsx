'use client';

import type { Minor } from '@sportsbook/betting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney } from '@/shared/money';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { jackpotsKeys, markHitSeen, unseenHitsQueryOptions } from './queries';

/** SPEC §9: the first look for hits waits a second after the page is up. */
const FIRST_LOOK_MS = 1_000;

/**
 * Issue 22 item 8: the signed-in player's jackpot-hit modal (SPEC §2), shown once per hit: the
 * unseen hits are asked for every 60 s; closing the modal marks the hit seen, and the next one
 * (if any) follows.
 */
export function JackpotHitWatch() {
  const t = useTranslations('jackpots.hit');
  const locale = useLocale();
  const settings = useSiteSettings();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FIRST_LOOK_MS);
    return () => clearTimeout(timer);
  }, []);
  const on = settings.features.jackpots === true && status === 'loggedIn' && ready;
  const { data } = useQuery({ ...unseenHitsQueryOptions(), enabled: on });
  const hit = on ? data?.[0] : undefined;
  if (!hit) return null;
  const subunits = settings.currencies[hit.currency]?.subunits ?? 2;
  const close = async () => {
    await markHitSeen(hit.id).catch(() => {});
    await queryClient.invalidateQueries({ queryKey: jackpotsKeys.all });
  };
  return (
    <ModalFrame
      key={hit.id}
      title={t('title')}
      description={t('description', {
        level: hit.level_name,
        jackpot: hit.jackpot_name,
        amount: formatMoney(hit.amount as Minor, hit.currency, subunits, locale),
      })}
      onClose={() => void close()}
    >
      <button
        type="button"
        onClick={() => void close()}
        className="min-h-11 w-full rounded-md bg-accent font-semibold text-accent-text"
      >
        {t('close')}
      </button>
    </ModalFrame>
  );
}
