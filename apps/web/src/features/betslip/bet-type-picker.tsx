'use client';

import {
  type BetTypeChoice,
  type BetTypeContext,
  betTitle,
  betTypeRefusal,
  type SlipBet,
  type SystemType,
  systemTypeId,
  systemTypesFor,
} from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSlipStore } from './slip-store';

const BET_TYPES: BetTypeChoice[] = ['single', 'combo', 'system'];

/**
 * The bet type (single, combo, system), each offered only when the slip's selections allow it, and
 * for a system its type (SPEC §4 'Bet types').
 */
export function BetTypePicker({
  bets,
  currentType,
  system,
  selectionCount,
  context,
}: {
  bets: readonly SlipBet[];
  currentType: BetTypeChoice | null;
  system: SystemType | undefined;
  selectionCount: number;
  context: BetTypeContext;
}) {
  const t = useTranslations('betslip');
  const dispatch = useSlipStore((state) => state.dispatch);
  const typeGroup = useId();
  const systemId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('betType')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-md bg-surface-2 p-1">
        {BET_TYPES.map((type) => {
          const refusal = betTypeRefusal(bets, type, context);
          const checked = currentType === type;
          const disabled = !checked && refusal !== null;
          return (
            <label
              key={type}
              className={`grid min-h-9 cursor-pointer place-items-center rounded text-sm has-checked:bg-surface has-checked:font-semibold has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-3 has-focus-visible:outline-focus`}
            >
              <input
                type="radio"
                name={typeGroup}
                value={type}
                checked={checked}
                disabled={disabled}
                onChange={() => dispatch({ type: 'change_bet_type', to: type, context })}
                className="sr-only"
              />
              {t(`types.${type}`)}
            </label>
          );
        })}
      </div>
      {currentType === 'system' && system && (
        <label htmlFor={systemId} className="grid gap-1 text-xs">
          {t('systemType')}
          <select
            id={systemId}
            value={systemTypeId(system)}
            onChange={(event) => {
              const chosen = systemTypesFor(selectionCount).find(
                (s) => systemTypeId(s) === event.target.value,
              );
              if (chosen) dispatch({ type: 'change_bet_type', to: 'system', system: chosen, context });
            }}
            className="h-10 rounded-md border border-border bg-surface px-2 text-sm"
          >
            {systemTypesFor(selectionCount).map((s) => (
              <option key={systemTypeId(s)} value={systemTypeId(s)}>
                {t('systemOption', {
                  id: systemTypeId(s),
                  title: t(`titles.${betTitle(s.winCount)}`),
                })}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
