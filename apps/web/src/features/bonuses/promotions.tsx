'use client';

import type { TBonusKind } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { LocalTime } from '@/shared/ui/local-time';
import { type BonusDetailKind, BonusDetailModal } from './bonus-detail';
import { PromoCodeForm } from './promo-code-form';
import { promotionsQueryOptions } from './promotions-query';

/** The detail path's `{kind}` of each kind the page shows; amb freebets have no detail of their own. */
const DETAIL_KIND: Partial<Record<TBonusKind, BonusDetailKind>> = {
  comboboost: 'comboboosts',
  hunting: 'huntings',
  hunting_tournament: 'tournaments',
  lootbox: 'lootboxes',
};

/** The kinds the page has words for (the server lists only these). */
const PROMOTED = ['comboboost', 'amb_freebet', 'hunting', 'hunting_tournament', 'lootbox'] as const;
type Promoted = (typeof PROMOTED)[number];
const isPromoted = (kind: TBonusKind): kind is Promoted => (PROMOTED as readonly string[]).includes(kind);

/**
 * The promotions page (SPEC §2 'information'; issue 22 item 9): each campaign shown in promotion
 * as a card with its kind, period and what it offers, opening the bonus detail modal; then the
 * promo-code entry for a player, or the way to sign in for a visitor.
 */
export function Promotions({ locale }: { locale: string }) {
  const t = useTranslations('bonuses.promotions');
  const tStatus = useTranslations('bonuses.detail');
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const openModal = useModalStore((state) => state.open);
  // The server renders the visitor's list; a signed-in player's own statuses follow.
  const { data = [] } = useQuery(promotionsQueryOptions(locale, signedIn));
  const [open, setOpen] = useState<{ kind: BonusDetailKind; id: string } | null>(null);
  const shown = data.filter((item) => isPromoted(item.type));
  return (
    <div className="grid gap-4">
      {shown.length === 0 ? (
        <p className="text-muted text-sm">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('listLabel')}>
          {shown.map((item) => {
            const kind = item.type as Promoted;
            const detail = DETAIL_KIND[kind];
            return (
              <li key={item.id}>
                <article
                  aria-labelledby={`promotion-${item.id}`}
                  data-testid="promotion-card"
                  className="grid h-full gap-2 rounded-md border border-border bg-surface p-3"
                >
                  <p className="text-accent text-xs uppercase">{t(`kind.${kind}`)}</p>
                  <h2 id={`promotion-${item.id}`} className="font-semibold">
                    {item.name}
                  </h2>
                  <p className="text-sm">{t(`short.${kind}`)}</p>
                  <p className="text-muted text-xs">
                    {t('period')} <LocalTime iso={item.valid_from} format="date" /> –{' '}
                    <LocalTime iso={item.valid_to} format="date" />
                  </p>
                  <p className="text-muted text-xs">{tStatus('status', { status: item.status })}</p>
                  {detail && (
                    <button
                      type="button"
                      onClick={() => setOpen({ kind: detail, id: item.id })}
                      aria-describedby={`promotion-${item.id}`}
                      className="min-h-11 justify-self-start rounded-md border border-border px-4 font-semibold text-sm hover:bg-surface-2"
                    >
                      {t('details')}
                    </button>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="promotions-promo-code" className="grid gap-2">
        <h2 id="promotions-promo-code" className="font-semibold">
          {t('promoCode')}
        </h2>
        {signedIn ? (
          <PromoCodeForm />
        ) : (
          <p className="text-sm">
            <button
              type="button"
              onClick={() => openModal({ name: 'signIn', params: {} })}
              className="min-h-11 font-semibold text-accent underline"
            >
              {t('signIn')}
            </button>
          </p>
        )}
      </section>
      {open && <BonusDetailModal kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
    </div>
  );
}
