'use client';

import type { TBonusTimeFilter, TPlayerBonus } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/features/account';
import { api } from '@/shared/api/client';
import { type BonusDetailKind, BonusDetailModal } from './bonus-detail';
import { bonusesKeys } from './queries';

/** The detail path's `{kind}` of each listed kind; amb freebets have no detail of their own. */
const DETAIL_KIND: Partial<Record<TPlayerBonus['type'], BonusDetailKind>> = {
  comboboost: 'comboboosts',
  freebet: 'freebets',
  hunting: 'huntings',
  hunting_tournament: 'tournaments',
  lootbox: 'lootboxes',
};

const FREEBET_VARIANTS = ['all_win', 'only_win', 'no_risk'] as const;

/** SPEC §4's time filter, in the order the player reads it. */
const TIME_FILTERS: readonly TBonusTimeFilter[] = ['past', 'valid', 'upcoming'];

/** SPEC §7 'GET /bonuses' with the time filter: the player's bonuses of every kind. */
export const playerBonusesQueryOptions = (locale: string, time: TBonusTimeFilter) =>
  queryOptions({
    queryKey: [...bonusesKeys.all, 'list', locale, time] as const,
    queryFn: async ({ signal }): Promise<TPlayerBonus[]> =>
      (await api('GET /api/sportsbook/bonuses', { query: { time }, locale, signal })).data,
    staleTime: 0,
  });

/**
 * The player's bonus list in the account area (SPEC §4 statuses, time filter Past / Valid /
 * Upcoming): each bonus with its kind and status, opening the bonus detail modal. Players only.
 */
export function BonusList() {
  const t = useTranslations('bonuses.list');
  const tKind = useTranslations('bonuses.promotions.kind');
  const tFreebet = useTranslations('bonuses.freebet');
  const tDetail = useTranslations('bonuses.detail');
  const locale = useLocale();
  const { status } = useSession();
  const [time, setTime] = useState<TBonusTimeFilter>('valid');
  const [open, setOpen] = useState<{ kind: BonusDetailKind; id: string } | null>(null);
  const signedIn = status === 'loggedIn';
  const list = useQuery({ ...playerBonusesQueryOptions(locale, time), enabled: signedIn });
  if (!signedIn) return null;

  const kindOf = (item: TPlayerBonus) => {
    // A promo code is redeemed, never listed (the server leaves it out).
    if (item.type === 'promo_code') return '';
    if (item.type !== 'freebet') return tKind(item.type);
    const variant = FREEBET_VARIANTS.find((v) => item.bonus_type === `freebet_${v}`) ?? 'all_win';
    return tFreebet('inBet', { kind: tFreebet(`kind.${variant}`) });
  };
  const items = list.data ?? [];
  return (
    <section aria-labelledby="bonus-list-title" className="grid gap-3 border-border border-t pt-4">
      <h3 id="bonus-list-title" className="font-semibold text-sm">
        {t('title')}
      </h3>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filterLabel')}</legend>
        {TIME_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={time === filter}
            onClick={() => setTime(filter)}
            className="min-h-10 rounded-md border border-border px-3 text-sm aria-pressed:bg-accent aria-pressed:text-accent-text"
          >
            {t(`time.${filter}`)}
          </button>
        ))}
      </fieldset>
      {list.isError ? (
        <p role="alert" className="text-down text-sm">
          {tDetail('failed')}
        </p>
      ) : list.isPending ? (
        <p className="text-muted text-sm">{tDetail('loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-muted text-sm">{t('empty')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('title')}>
          {items.map((item) => {
            const detail = DETAIL_KIND[item.type];
            const body = (
              <>
                <span className="font-semibold">{item.name}</span>
                <span className="text-muted text-xs">
                  {kindOf(item)} · {tDetail('status', { status: item.status })}
                </span>
              </>
            );
            return (
              <li key={`${item.id}:${item.bonus_id ?? ''}`} data-testid="bonus-row">
                {detail ? (
                  <button
                    type="button"
                    onClick={() => setOpen({ kind: detail, id: item.bonus_id ?? item.id })}
                    className="grid min-h-11 w-full gap-0.5 rounded-md border border-border p-2 text-start text-sm hover:bg-surface-2"
                  >
                    {body}
                  </button>
                ) : (
                  <p className="grid gap-0.5 rounded-md border border-border p-2 text-sm">{body}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {open && <BonusDetailModal kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
    </section>
  );
}
