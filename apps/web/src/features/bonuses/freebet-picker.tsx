'use client';

import {
  type BetBonus,
  betTotalOdds,
  type FreebetRules,
  freebetProblem,
  isFreebet,
  type Minor,
  type SlipBet,
} from '@sportsbook/betting';
import type { TPlayerBonus } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSession } from '@/features/account';
import { formatMoney } from '@/shared/money';
import { usableFreebetsQueryOptions } from './queries';

/** A listed freebet as the slip uses it: the bonus id and what it pays. */
interface Freebet {
  bonus: BetBonus & { amount: Minor };
  name: string;
  rules: FreebetRules;
}

function freebetOf(item: TPlayerBonus): Freebet | null {
  const { conditions, issued, bonus_id: id } = item;
  if (conditions.kind !== 'freebet' || !issued || id === null || issued.amount === null) return null;
  const type = item.bonus_type as BetBonus['type'];
  if (!isFreebet(type)) return null;
  const variant = type.slice('freebet_'.length) as FreebetRules['variant'];
  const amount = issued.amount as Minor;
  return {
    bonus: { id, type, amount },
    name: item.name,
    rules: { ...conditions, variant, amount, currency: issued.currency ?? conditions.currency },
  };
}

/**
 * Issue 22 item 7: the signed-in player's freebets for one bet of the slip. Choosing one sets the
 * bet's stake to the freebet's (SPEC §4), 'none' sets it back to 0; a freebet the bet does not fit
 * is listed but cannot be chosen, with the reason the server would give (the same rules,
 * packages/betting). Nothing shows for visitors or players without a freebet.
 */
export function FreebetPicker({
  bet,
  currency,
  onChange,
}: {
  bet: SlipBet;
  currency: { code: string; subunits: number };
  onChange: (bonus: BetBonus | null) => void;
}) {
  const t = useTranslations('bonuses.freebet');
  const tAll = useTranslations();
  const locale = useLocale();
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const { data } = useQuery({ ...usableFreebetsQueryOptions(locale), enabled: signedIn });
  const selectId = useId();
  const problemId = useId();
  if (!signedIn) return null;
  const freebets = (data ?? []).flatMap((item) => {
    const freebet = freebetOf(item);
    return freebet && freebet.rules.currency === currency.code ? [freebet] : [];
  });
  if (freebets.length === 0) return null;
  const problemOf = (freebet: Freebet) =>
    freebetProblem(freebet.rules, {
      type: bet.type,
      // Choosing the freebet makes its amount the stake (a no-risk one insures up to it).
      stake: freebet.rules.variant === 'no_risk' && bet.stake > 0 ? bet.stake : freebet.bonus.amount,
      currency: currency.code,
      odds: betTotalOdds(bet),
      selections: bet.selections.map((s) => ({
        matchId: Number(s.matchId),
        live: s.matchStatus === MatchStatus.live,
      })),
    });
  const chosen = freebets.find((f) => bet.bonus != null && String(f.bonus.id) === String(bet.bonus.id));
  const chosenProblem = chosen ? problemOf(chosen) : null;
  const say = (key: string) => (tAll.has(key) ? tAll(key) : t('notForThisBet'));
  const money = (amount: Minor) => formatMoney(amount, currency.code, currency.subunits, locale);
  return (
    <div className="grid gap-1 text-xs">
      <label htmlFor={selectId}>{t('label')}</label>
      <select
        id={selectId}
        value={chosen ? String(chosen.bonus.id) : ''}
        aria-invalid={chosenProblem ? true : undefined}
        aria-describedby={chosenProblem ? problemId : undefined}
        onChange={(event) => {
          const next = freebets.find((f) => String(f.bonus.id) === event.target.value);
          onChange(next ? next.bonus : null);
        }}
        className="h-10 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-sm aria-invalid:border-down"
      >
        <option value="">{t('none')}</option>
        {freebets.map((freebet) => {
          const problem = problemOf(freebet);
          const text = t('option', {
            name: freebet.name,
            amount: money(freebet.bonus.amount),
            kind: t(`kind.${freebet.rules.variant}`),
          });
          return (
            <option
              key={String(freebet.bonus.id)}
              value={String(freebet.bonus.id)}
              disabled={problem !== null && freebet !== chosen}
            >
              {problem ? `${text} — ${say(problem)}` : text}
            </option>
          );
        })}
      </select>
      {chosenProblem && (
        <p id={problemId} className="text-down">
          {say(chosenProblem)}
        </p>
      )}
    </div>
  );
}
