'use client';

import { comboboostPercent } from '@sportsbook/betting';
import type { TBonusTermLine } from '@sportsbook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/account';
import { api } from '@/shared/api/client';
import { dateOptions, formatLocale, localDigits } from '@/shared/locale-format';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { type Money, useMoney } from '@/shared/use-money';
import { bonusesKeys } from './queries';

/** The `{kind}` of SPEC §7 'GET /bonuses/{kind}/{id}'. */
export type BonusDetailKind = 'comboboosts' | 'freebets' | 'huntings' | 'lootboxes' | 'tournaments';

/** A term's values in the player's language: money, odds, percent and dates formatted. */
function wordValues(line: TBonusTermLine, locale: string, money: Money): Record<string, string | number> {
  const v = line.values;
  const out: Record<string, string | number> = { ...v };
  if (typeof v.amount === 'number' && typeof v.currency === 'string' && v.currency) {
    out.amount = money(v.amount, v.currency);
  }
  if (typeof v.odds === 'number') {
    out.percent = comboboostPercent(v.odds);
    out.odds = localDigits((v.odds / 1000).toFixed(2), locale);
  }
  if (typeof v.date === 'string')
    out.date = new Intl.DateTimeFormat(
      formatLocale(locale),
      dateOptions(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    ).format(new Date(v.date));
  return out;
}

/**
 * SPEC §2 bonus detail modal: the bonus (GET /bonuses/{kind}/{id}), its terms (/terms, message
 * keys and values worded here: text only, nothing rendered as HTML) and, for a bonus the player
 * may activate, the activation (POST /bonuses/{id}/activate), which refreshes the bonus lists.
 * An unseen bonus is marked seen when opened.
 */
export function BonusDetailModal({
  kind,
  id,
  onClose,
}: {
  kind: BonusDetailKind;
  id: string;
  onClose: () => void;
}) {
  const t = useTranslations('bonuses.detail');
  const tTerms = useTranslations('bonuses.terms');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const params = { kind, id };
  const detail = useQuery({
    queryKey: [...bonusesKeys.all, 'detail', locale, kind, id],
    queryFn: ({ signal }) => api('GET /api/sportsbook/bonuses/:kind/:id', { params, locale, signal }),
  });
  const terms = useQuery({
    queryKey: [...bonusesKeys.all, 'terms', locale, kind, id],
    queryFn: ({ signal }) => api('GET /api/sportsbook/bonuses/:kind/:id/terms', { params, locale, signal }),
  });
  const bonus = detail.data?.data;
  const { status } = useSession();
  const activate = useMutation({
    mutationFn: (bonusId: string) =>
      api('POST /api/sportsbook/bonuses/:id/activate', { params: { id: bonusId }, locale }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bonusesKeys.all }),
  });
  // SPEC §5: opening an unseen bonus marks it seen; a seen one is never sent again.
  const marked = useRef(false);
  useEffect(() => {
    // A visitor (the promotions page) has nothing to mark.
    if (!bonus || bonus.seen || marked.current || status !== 'loggedIn') return;
    marked.current = true;
    void api('POST /api/sportsbook/bonuses/mark-as-seen', {
      body: { bonuses: [{ id: bonus.id, type: bonus.type }] },
      locale,
    }).catch(() => {});
  }, [bonus, locale, status]);
  const money = useMoney();
  const word = (line: TBonusTermLine) => {
    const key = line.key.slice('bonuses.terms.'.length);
    return tTerms.has(key) ? tTerms(key, wordValues(line, locale, money)) : null;
  };
  return (
    <ModalFrame title={bonus?.name ?? t('title')} onClose={onClose}>
      {detail.isError || terms.isError ? (
        <p role="alert" className="text-down text-sm">
          {t('failed')}
        </p>
      ) : !bonus || !terms.data ? (
        <p className="text-muted text-sm">{t('loading')}</p>
      ) : (
        <div className="grid gap-3 text-sm">
          <p data-testid="bonus-status">{t('status', { status: bonus.status })}</p>
          <section aria-label={t('terms')}>
            <h3 className="mb-1 font-semibold">{t('terms')}</h3>
            <ul className="grid list-disc gap-1 ps-5" data-testid="bonus-terms">
              {terms.data.data.terms.map((line) => {
                const text = word(line);
                // A line is its key and values (two ranges differ in their values).
                return text ? <li key={`${line.key}:${JSON.stringify(line.values)}`}>{text}</li> : null;
              })}
            </ul>
          </section>
          {bonus.status === 'available' && bonus.bonus_id !== null && (
            <button
              type="button"
              disabled={activate.isPending}
              onClick={() => activate.mutate(bonus.bonus_id as string)}
              className="min-h-11 rounded-md bg-accent px-4 font-semibold text-accent-text disabled:opacity-60"
            >
              {t('activate')}
            </button>
          )}
          {activate.isError && (
            <p role="alert" className="text-down">
              {t('activateFailed')}
            </p>
          )}
        </div>
      )}
    </ModalFrame>
  );
}
