'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { useHref } from '@/shared/config/context';
import { useSiteSettings } from '@/shared/config/site-settings';
import { IntentLink } from '@/shared/ui/intent-link';
import { BETS_PAGE_LIMIT, type BetsFilter, useBets } from '../api/bets';
import { sharedFromPlaced } from '../share';
import { BetCard } from './bet-card';
import { CashoutButton } from './cashout-button';
import { ShareButton } from './share-button';

const OPEN_BETS: BetsFilter = { status: 'open', result: 'all', page: 1, limit: BETS_PAGE_LIMIT };

/** The sign-in prompt of the bet lists (SPEC §6: bet lists load only when logged in). */
export function BetsSignIn({ message }: { message: string }) {
  const t = useTranslations('bets');
  const openModal = useModalStore((state) => state.open);
  return (
    <div className="grid justify-items-center gap-3 p-4 text-center">
      <p className="text-muted text-sm">{message}</p>
      <button
        type="button"
        onClick={() => openModal({ name: 'signIn', params: {} })}
        className="min-h-10 rounded-md bg-accent px-4 font-semibold text-accent-text text-sm"
      >
        {t('signIn')}
      </button>
    </div>
  );
}

/** The My Bets tab of the slip panel (SPEC §2): the open bets, each with its live cash-out value. */
export function MyBets() {
  const t = useTranslations('bets');
  const ts = useTranslations('betslip');
  const tc = useTranslations('common');
  const locale = useLocale();
  const href = useHref();
  const settings = useSiteSettings();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const { data, isPending, isError, refetch } = useBets(locale, OPEN_BETS, loggedIn);
  const shareOn = settings.features.share_bet === true;

  if (session.status === 'notLoggedIn') return <BetsSignIn message={ts('myBetsSignedOut')} />;
  if (!loggedIn || isPending) return <p className="p-4 text-center text-muted text-sm">{tc('loading')}</p>;
  if (isError) {
    return (
      <div className="grid justify-items-center gap-2 p-4 text-center text-sm">
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" onClick={() => void refetch()} className="underline">
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-2 p-3">
      {data.data.length === 0 ? (
        <p className="p-2 text-center text-muted text-sm">{t('noOpenBets')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('openBets')}>
          {data.data.map((bet) => (
            <li key={bet.id}>
              <BetCard bet={bet}>
                <CashoutButton bet={bet} />
                {shareOn && <ShareButton bets={() => [sharedFromPlaced(bet)]} />}
              </BetCard>
            </li>
          ))}
        </ul>
      )}
      <IntentLink href={href('/bets')} className="justify-self-center p-2 text-accent text-sm underline">
        {t('history')}
      </IntentLink>
    </div>
  );
}
