'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useModalStore } from '@/features/modals';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';
import { useMoney } from '@/shared/use-money';
import { usePlayerChannel } from './player-channel-state';
import { useSession } from './use-session';

const action =
  'inline-flex min-h-10 items-center rounded-md px-3 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';

/**
 * The layout's profile widget (SPEC §2): who is signed in, the balance in the current currency
 * (live, as the header's), and the way to deposit and to the player's bets. Visitors see nothing:
 * the header already offers them sign-in.
 */
export function ProfileCard() {
  const t = useTranslations('account');
  const nav = useTranslations('nav');
  const session = useSession();
  const money = useMoney();
  const href = useHref();
  const openModal = useModalStore((state) => state.open);
  const live = usePlayerChannel((state) => state.subscribed);
  const headingId = useId();
  if (session.status !== 'loggedIn' || !session.player) return null;
  const { player, currency } = session;
  const fullName = [player.first_name, player.last_name].filter(Boolean).join(' ');
  const who = player.nickname || player.name || fullName || player.email || '';
  const balance = session.accounts?.find((account) => account.currency === currency)?.balance ?? 0;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="profile-card"
      className="grid gap-3 rounded-md border border-border bg-surface p-3"
    >
      <div className="grid gap-0.5">
        <h2 id={headingId} className="font-semibold">
          {t('profile.title')}
        </h2>
        {who && (
          <p className="truncate text-muted text-sm" dir="auto">
            {t('profile.signedInAs', { who })}
          </p>
        )}
      </div>
      <p className="grid">
        <span className="text-muted text-xs">{t('balance')}</span>
        <span data-live={live || undefined} className="font-semibold text-lg tabular-nums">
          {money(balance, currency)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => openModal({ name: 'deposit', params: {} })}
          className={`${action} bg-accent text-accent-text`}
        >
          {t('deposit.open')}
        </button>
        <IntentLink
          href={href('/bets')}
          className={`${action} border border-border bg-surface-2 hover:border-accent`}
        >
          {nav('bets')}
        </IntentLink>
      </div>
    </section>
  );
}
