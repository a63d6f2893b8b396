'use client';

import {
  type BetBonus,
  type ComboboostRules,
  comboboostPercent,
  comboboostState,
  isFreebet,
  type Odds1000,
  type SlipBet,
} from '@sportsbook/betting';
import type { TPlayerBonus } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/features/account';
import { usableComboboostsQueryOptions } from './queries';

function rulesOf(item: TPlayerBonus): ComboboostRules | null {
  return item.conditions.kind === 'comboboost' ? item.conditions : null;
}

/**
 * Issue 22 item 3: a signed-in player's combo gets the best comboboost its selections reach, set
 * as the bet's bonus (the server judges it again at placement, and the event conditions the slip
 * cannot see); the slip says the boost and what one more qualifying selection would give. A
 * freebet the player chose stays: a bet carries one bonus.
 */
export function ComboboostOffer({
  bet,
  onChange,
}: {
  bet: SlipBet;
  onChange: (bonus: BetBonus | null) => void;
}) {
  const t = useTranslations('bonuses.comboboost');
  const locale = useLocale();
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const { data } = useQuery({ ...usableComboboostsQueryOptions(locale), enabled: signedIn });
  const selections = bet.selections.map((s) => ({
    id: s.id,
    odds: s.acceptedOdds,
    matchId: Number(s.matchId),
  }));
  const offers = (signedIn && bet.type === 'combo' ? (data ?? []) : []).flatMap((item) => {
    const rules = rulesOf(item);
    return rules ? [{ id: item.id, state: comboboostState(rules, selections) }] : [];
  });
  const best = offers
    .filter((o) => o.state.bonusOdds !== null)
    .sort((a, b) => (b.state.bonusOdds ?? 0) - (a.state.bonusOdds ?? 0))[0];
  const within = offers
    .filter((o) => o.state.next !== null)
    .sort((a, b) => (a.state.next?.needed ?? 0) - (b.state.next?.needed ?? 0))[0];
  const freebetChosen = bet.bonus != null && isFreebet(bet.bonus.type);
  const wanted: BetBonus | null =
    best && best.state.bonusOdds !== null
      ? { id: best.id, type: 'comboboost', odds: best.state.bonusOdds as Odds1000 }
      : null;
  const current = bet.bonus?.type === 'comboboost' ? bet.bonus : null;
  const changed =
    !freebetChosen &&
    (String(current?.id ?? '') !== String(wanted?.id ?? '') || current?.odds !== wanted?.odds);

  useEffect(() => {
    if (changed) onChange(wanted);
  }, [changed, wanted, onChange]);

  if (freebetChosen || (!best && !within)) return null;
  const next = (best ? offers.find((o) => o.id === best.id) : within)?.state.next;
  return (
    <div className="grid gap-0.5 rounded-md border border-border bg-surface px-2 py-1.5 text-xs">
      {best && best.state.bonusOdds !== null && (
        <p className="font-semibold text-up">
          {t('active', { percent: comboboostPercent(best.state.bonusOdds), count: best.state.suitableCount })}
        </p>
      )}
      {next && (
        <p className="text-muted">
          {t('next', { count: next.needed, percent: comboboostPercent(next.bonusOdds) })}
        </p>
      )}
    </div>
  );
}
