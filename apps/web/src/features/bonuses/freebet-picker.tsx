'use client';

import { type BetBonus, isFreebet, type Minor, type SlipBet } from '@sportsbook/betting';
import type { TSlipBonus } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatMoney } from '@/shared/money';
import { BonusDetailModal } from './bonus-detail';
import { betBonusOf } from './slip-bonuses';

/**
 * Issue 22 item 7: the signed-in player's freebets for one bet of the slip, as POST /bonuses
 * judged them (useSlipBonuses). Choosing one sets the bet's stake to the freebet's (SPEC §4),
 * 'none' sets it back to 0; a freebet the bet does not fit is listed but cannot be chosen, with the
 * reason placement would give. Nothing shows without an offered freebet.
 */
export function FreebetPicker({
  bet,
  offers,
  currency,
  onChange,
}: {
  bet: SlipBet;
  offers: readonly TSlipBonus[];
  currency: { code: string; subunits: number };
  onChange: (bonus: BetBonus | null) => void;
}) {
  const t = useTranslations('bonuses.freebet');
  const tAll = useTranslations();
  const locale = useLocale();
  const selectId = useId();
  const problemId = useId();
  const [detail, setDetail] = useState<string | null>(null);
  const freebets = offers.filter((item) => isFreebet(item.bonusType as BetBonus['type']));
  if (freebets.length === 0) return null;
  const chosen = freebets.find((f) => bet.bonus != null && String(f.bonusId) === String(bet.bonus.id));
  const chosenProblem = chosen?.disabled ? chosen.problem : null;
  const say = (key: string | null) => (key && tAll.has(key) ? tAll(key) : t('notForThisBet'));
  const money = (amount: number) => formatMoney(amount as Minor, currency.code, currency.subunits, locale);
  const variant = (item: TSlipBonus) => item.bonusType.slice('freebet_'.length);
  return (
    <div className="grid gap-1 text-xs">
      <label htmlFor={selectId}>{t('label')}</label>
      <select
        id={selectId}
        value={chosen ? String(chosen.bonusId) : ''}
        aria-invalid={chosenProblem ? true : undefined}
        aria-describedby={chosenProblem ? problemId : undefined}
        onChange={(event) => {
          const next = freebets.find((f) => String(f.bonusId) === event.target.value);
          onChange(next ? betBonusOf(next) : null);
        }}
        className="h-10 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-sm aria-invalid:border-down"
      >
        <option value="">{t('none')}</option>
        {freebets.map((freebet) => {
          const text = t('option', {
            name: freebet.name,
            amount: money(freebet.amount ?? 0),
            kind: t(`kind.${variant(freebet)}`),
          });
          return (
            <option
              key={String(freebet.bonusId)}
              value={String(freebet.bonusId)}
              disabled={freebet.disabled && freebet !== chosen}
            >
              {freebet.disabled ? `${text} — ${say(freebet.problem)}` : text}
            </option>
          );
        })}
      </select>
      {chosenProblem && (
        <p id={problemId} className="text-down">
          {say(chosenProblem)}
        </p>
      )}
      {chosen && (
        <button
          type="button"
          onClick={() => setDetail(String(chosen.bonusId))}
          className="justify-self-start text-accent underline"
        >
          {t('terms')}
        </button>
      )}
      {detail !== null && <BonusDetailModal kind="freebets" id={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
