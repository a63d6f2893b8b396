'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { type AmountInput, formatMoney, moneyInputText, readAmountInput } from '@/shared/money';
import { quickBetDispatch, useQuickBetStore } from './quick-bet-mode';
import { useStakeChips } from './quick-stakes';

/**
 * The quick-bet control shown on live matches (SPEC §4 'Quick bet'): the switch, the stake and its
 * approval (a click bets only with an approved stake above 0), and what the last quick bet did.
 */
export function QuickBetToggle() {
  const t = useTranslations('betslip');
  const tAll = useTranslations();
  const locale = useLocale();
  const settings = useSiteSettings();
  const session = useSession();
  const quickBet = useQuickBetStore((state) => state.quickBet);
  const code = session.currency;
  const subunits = settings.currencies[code]?.subunits ?? 2;
  const chips = useStakeChips(code);
  const [stakeText, setStakeText] = useState(() => moneyInputText(quickBet.stake, subunits));
  const [editing, setEditing] = useState(false);
  // The last keystroke the stake field refused, said under it (as in the slip).
  const [refused, setRefused] = useState<Extract<AmountInput, { kind: 'refused' }> | null>(null);
  const refusedId = useId();
  const hintId = useId();
  const stakeId = useId();
  const enabled = quickBet.isEnabled;

  useEffect(() => {
    if (!editing) setStakeText(moneyInputText(quickBet.stake, subunits));
  }, [quickBet.stake, subunits, editing]);

  const toggle = () => {
    if (!enabled && quickBet.stake === 0) {
      const first = chips[0];
      if (first !== undefined) quickBetDispatch({ type: 'set_stake', stake: first });
    }
    quickBetDispatch({ type: 'toggle' });
  };

  const money = formatMoney(quickBet.stake, code, subunits, locale);
  const status =
    quickBet.state === 'processing'
      ? t('quick.processing')
      : quickBet.state === 'error' && quickBet.error
        ? tAll.has(quickBet.error)
          ? tAll(quickBet.error)
          : quickBet.error
        : quickBet.state === 'success'
          ? t('quick.placed')
          : enabled
            ? quickBet.isApproved
              ? t('quick.ready', { amount: money })
              : t('quick.approveFirst')
            : '';

  return (
    <div className="grid justify-items-center gap-2 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby={hintId}
        onClick={toggle}
        className="flex min-h-10 items-center gap-2 rounded-full border border-border px-3"
      >
        <span
          aria-hidden="true"
          className={`relative h-5 w-9 rounded-full transition-colors ${enabled ? 'bg-accent' : 'bg-surface-2 ring-1 ring-border'}`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full bg-surface shadow transition-[inset-inline-start] ${enabled ? 'start-[1.125rem]' : 'start-0.5'}`}
          />
        </span>
        {t('quickBet')}
      </button>
      <span id={hintId} className="sr-only">
        {t('quickBetHint')}
      </span>
      {enabled && (
        <form
          className="flex flex-wrap items-end justify-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setEditing(false);
            quickBetDispatch({ type: 'approve' });
          }}
        >
          <label htmlFor={stakeId} className="grid gap-1 text-xs">
            {t('quick.stake', { currency: code })}
            <input
              id={stakeId}
              inputMode="decimal"
              autoComplete="off"
              value={stakeText}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? refusedId : undefined}
              onFocus={() => setEditing(true)}
              onBlur={() => {
                setEditing(false);
                setRefused(null);
              }}
              onChange={(event) => {
                const input = readAmountInput(event.target.value, subunits);
                if (input.kind === 'refused') {
                  setRefused(input);
                  return;
                }
                setRefused(null);
                setStakeText(event.target.value);
                quickBetDispatch({ type: 'set_stake', stake: input.amount });
              }}
              className="h-10 w-28 rounded-md border border-border bg-surface px-2 text-end text-sm tabular-nums"
            />
          </label>
          <button
            type="submit"
            disabled={quickBet.stake <= 0 || quickBet.isApproved}
            className="min-h-10 rounded-md bg-accent px-3 font-semibold text-accent-text disabled:opacity-60"
          >
            {quickBet.isApproved ? t('quick.approved') : t('quick.approve')}
          </button>
          {refused && (
            <p id={refusedId} role="alert" className="basis-full text-center text-down text-xs">
              {refused.reason === 'not_a_number'
                ? t('amount.notANumber')
                : t('amount.tooManyDecimals', { currency: code, count: subunits })}
            </p>
          )}
        </form>
      )}
      <p
        role="status"
        className={`text-center text-xs ${quickBet.state === 'error' ? 'text-down' : 'text-muted'}`}
      >
        {status}
      </p>
    </div>
  );
}
