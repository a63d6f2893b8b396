'use client';

import { useTranslations } from 'next-intl';
import { useModalStore } from '@/features/modals';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';
import { WidgetCard } from '@/shared/ui/widget-card';
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
  if (session.status !== 'loggedIn' || !session.player) return null;
  const { player, currency } = session;
  const fullName = [player.first_name, player.last_name].filter(Boolean).join(' ');
  const who = player.nickname || player.name || fullName || player.email || '';
  return (
    <WidgetCard
      title={t('profile.title')}
      testId="profile-card"
      aside={
        who && (
          <p className="basis-full truncate text-muted text-sm" dir="auto">
            {t('profile.signedInAs', { who })}
          </p>
        )
      }
    >
      <p className="grid">
        <span className="text-muted text-xs">{t('balance')}</span>
        <span data-live={live || undefined} className="font-semibold text-lg tabular-nums">
          {money(session.balance ?? 0, currency)}
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
    </WidgetCard>
  );
}
