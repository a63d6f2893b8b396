'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { useHref } from '@/shared/config/context';
import { IntentLink } from '@/shared/ui/intent-link';

/**
 * What the favourites page can truthfully say until players can mark favourites: a visitor is asked
 * to sign in (SPEC §6), a signed-in player has none yet. Nothing is claimed while the session is
 * still being read.
 */
export function FavoritesState() {
  const t = useTranslations('favorites');
  const href = useHref();
  const openModal = useModalStore((state) => state.open);
  const { status } = useSession();
  const box = 'grid justify-items-center gap-4 rounded-lg border border-border bg-surface p-8 text-center';
  if (status === 'loggedIn') {
    return (
      <section aria-labelledby="favorites-empty" className={box}>
        <h2 id="favorites-empty" className="font-semibold text-lg">
          {t('empty')}
        </h2>
        <p className="text-muted">{t('emptyHint')}</p>
        <IntentLink
          href={href('/')}
          className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-text"
        >
          {t('browse')}
        </IntentLink>
      </section>
    );
  }
  if (status === 'notLoggedIn') {
    return (
      <section className={box}>
        <p>{t('signIn')}</p>
        <button
          type="button"
          onClick={() => openModal({ name: 'signIn', params: {} })}
          className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-text"
        >
          {t('signInButton')}
        </button>
      </section>
    );
  }
  return <section aria-busy="true" className={`${box} min-h-40`} />;
}
