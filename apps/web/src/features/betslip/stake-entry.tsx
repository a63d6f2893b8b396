'use client';

import { isFreebet, type Minor, type SlipBet, slipPotentialWin } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { type AmountInput, formatMoney, moneyInputText, readAmountInput } from '@/shared/money';
import { NameText } from '@/shared/ui/name-text';
import { CustomBetPrice, CustomLegList, customBetMatchName } from './custom-bet-parts';
import { useStakeChips } from './quick-stakes';
import type { Currency } from './slip-currency';
import { useSlipStore } from './slip-store';

/** Stake entry by stake or by potential win, with the four recommended stakes (SPEC §5, padded with 0). */
export function StakeEntry({
  bet,
  betIndex,
  currency,
  label,
  error,
}: {
  bet: SlipBet;
  betIndex: number;
  currency: Currency & { isLoggedIn: boolean };
  label: string;
  /** The server's refusal of this bet, shown under it. */
  error?: string | undefined;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const dispatch = useSlipStore((state) => state.dispatch);
  const stakeId = useId();
  const winId = useId();
  const errorId = useId();
  const [stakeText, setStakeText] = useState(() => moneyInputText(bet.stake, currency.subunits));
  const [winText, setWinText] = useState('');
  const [editing, setEditing] = useState<'stake' | 'win' | null>(null);
  // The last keystroke the field refused (not an amount, too many decimals), said under it.
  const [refused, setRefused] = useState<Extract<AmountInput, { kind: 'refused' }> | null>(null);
  const refusedId = useId();
  const potentialWin = slipPotentialWin(bet);
  // A freebet (but a no-risk one) is its own stake: the amounts follow it, not the keyboard.
  const fixed = bet.bonus != null && isFreebet(bet.bonus.type) && bet.bonus.type !== 'freebet_no_risk';
  /** Takes a keystroke only if it is an amount in the currency; otherwise the field keeps its text. */
  const typed = (text: string, take: (amount: Minor) => void, show: (text: string) => void) => {
    const input = readAmountInput(text, currency.subunits);
    if (input.kind === 'refused') {
      setRefused(input);
      return;
    }
    setRefused(null);
    show(text);
    take(input.amount);
  };
  const describedBy = [error ? errorId : '', refused ? refusedId : ''].filter(Boolean).join(' ') || undefined;
  // Another currency makes the stakes other amounts (SPEC §4 'Currency change'): what was being
  // typed gives way to what the engine holds, even while the field has focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of currency only.
  useEffect(() => setEditing(null), [currency.code]);
  // Keep the field the player is not typing in showing what the engine computed.
  useEffect(() => {
    if (editing !== 'stake') setStakeText(moneyInputText(bet.stake, currency.subunits));
    if (editing !== 'win') setWinText(bet.stake > 0 ? moneyInputText(potentialWin, currency.subunits) : '');
  }, [bet.stake, potentialWin, editing, currency.subunits]);
  const quick = useStakeChips(currency.code);
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2">
        <label htmlFor={stakeId} className="grid gap-1 text-xs">
          <span>
            {label} ({currency.code})
          </span>
          <input
            id={stakeId}
            aria-invalid={error || refused ? true : undefined}
            aria-describedby={describedBy}
            inputMode="decimal"
            autoComplete="off"
            readOnly={fixed}
            value={stakeText}
            onFocus={() => setEditing('stake')}
            onBlur={() => {
              setEditing(null);
              setRefused(null);
            }}
            onChange={(event) =>
              typed(
                event.target.value,
                (stake) => dispatch({ type: 'set_stake', betIndex, stake, currency: currency.code }),
                setStakeText,
              )
            }
            className="h-10 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-end text-sm tabular-nums aria-invalid:border-down"
          />
        </label>
        <label htmlFor={winId} className="grid gap-1 text-xs">
          <span>{t('potentialWin')}</span>
          <input
            id={winId}
            inputMode="decimal"
            autoComplete="off"
            readOnly={fixed}
            value={winText}
            aria-describedby={refused ? refusedId : undefined}
            onFocus={() => setEditing('win')}
            onBlur={() => {
              setEditing(null);
              setRefused(null);
            }}
            onChange={(event) =>
              typed(
                event.target.value,
                (amount) =>
                  dispatch({
                    type: 'set_potential_win',
                    betIndex,
                    potentialWin: amount,
                    currency: currency.code,
                  }),
                setWinText,
              )
            }
            className="h-10 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-end text-sm tabular-nums"
          />
        </label>
      </div>
      {refused && (
        <p id={refusedId} role="alert" className="text-down text-xs" data-testid="stake-refused">
          {refused.reason === 'not_a_number'
            ? t('amount.notANumber')
            : t('amount.tooManyDecimals', { currency: currency.code, count: currency.subunits })}
        </p>
      )}
      {quick.length > 0 && !fixed && (
        <div className="grid grid-cols-4 gap-1.5">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                setEditing(null);
                dispatch({ type: 'set_stake', betIndex, stake: amount, currency: currency.code });
              }}
              className="min-h-9 rounded-md border border-border text-xs tabular-nums hover:border-accent"
              aria-label={t('quickStake', {
                amount: formatMoney(amount, currency.code, currency.subunits, locale),
              })}
            >
              {formatMoney(amount, currency.code, currency.subunits, locale)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p
          id={errorId}
          className="rounded-md border border-down p-2 text-down text-sm"
          data-testid="bet-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A custom bet in the slip: one bet of one match with its selections (each removable), its single
 * price, and its own stake (SPEC §3: customOdds; §4: custom bets never change type).
 */
export function CustomBetEntry({
  bet,
  betIndex,
  currency,
  locked,
  error,
}: {
  bet: SlipBet;
  betIndex: number;
  currency: Currency & { isLoggedIn: boolean };
  locked: boolean;
  error: string | undefined;
}) {
  const t = useTranslations('betslip');
  const dispatch = useSlipStore((state) => state.dispatch);
  const match = customBetMatchName(bet);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-border p-2.5"
      data-testid="custom-bet"
    >
      <h3 id={headingId} className="grid text-sm">
        <span className="font-semibold">{t('types.custom_bet')}</span>
        <NameText className="text-muted text-xs">{match}</NameText>
      </h3>
      <CustomLegList
        bet={bet}
        onRemove={
          locked ? null : (selection) => dispatch({ type: 'remove_selection', selectionId: selection.id })
        }
      />
      <CustomBetPrice bet={bet} label={t('totalOdds')} />
      <StakeEntry bet={bet} betIndex={betIndex} currency={currency} label={t('stake')} error={error} />
    </section>
  );
}
