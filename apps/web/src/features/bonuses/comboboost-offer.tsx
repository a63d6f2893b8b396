'use client';

import { comboboostPercent, isFreebet, type SlipBet } from '@sportsbook/betting';
import type { TSlipBonus } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { bestComboboost, nearestComboboost } from './slip-bonuses';

/**
 * Issue 22 item 3: the comboboost a combo reaches, as POST /bonuses judged it (the slip sets it
 * as the bet's bonus, slipBonusEvent), and what one more qualifying selection would give. A
 * freebet the player chose stays: a bet carries one bonus.
 */
export function ComboboostOffer({ bet, offers }: { bet: SlipBet; offers: readonly TSlipBonus[] }) {
  const t = useTranslations('bonuses.comboboost');
  const freebetChosen = bet.bonus != null && isFreebet(bet.bonus.type);
  const best = bestComboboost(offers);
  const within = nearestComboboost(offers);
  if (freebetChosen || (!best && !within)) return null;
  const next = (best ?? within)?.next;
  return (
    <div className="grid gap-0.5 rounded-md border border-border bg-surface px-2 py-1.5 text-xs">
      {best && best.bonusOdds !== null && (
        <p className="font-semibold text-up">
          {t('active', { percent: comboboostPercent(best.bonusOdds), count: best.suitableCount })}
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
