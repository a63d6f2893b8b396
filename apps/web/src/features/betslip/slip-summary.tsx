'use client';

import {
  betTotalOdds,
  formatOdds,
  MESSAGE_KEYS,
  type Minor,
  minor,
  type Odds1000,
  type SlipBet,
  type ValidationError,
  type ValidationWarning,
} from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsType } from '@/features/settings';
import { formatLocale } from '@/shared/locale-format';
import { formatMoney } from '@/shared/money';
import { type Currency, useMessage } from './slip-currency';

/** The slip's totals: total odds of a combo or system, total stake, potential win. */
export function SlipTotals({
  comboBet,
  totalStake,
  totalWin,
  currency,
}: {
  /** The combo or system bet whose total odds are shown; none for singles. */
  comboBet: SlipBet | undefined;
  totalStake: Minor;
  totalWin: Minor;
  currency: Currency;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const oddsType = useOddsType();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
      {comboBet && (
        <>
          <dt className="text-muted">{t('totalOdds')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="total-odds">
            {formatOdds(betTotalOdds(comboBet) as Odds1000, oddsType, formatLocale(locale))}
          </dd>
        </>
      )}
      <dt className="text-muted">{t('totalStake')}</dt>
      <dd className="tabular-nums">{formatMoney(totalStake, currency.code, currency.subunits, locale)}</dd>
      <dt className="font-semibold">{t('potentialWin')}</dt>
      <dd className="font-semibold tabular-nums" data-testid="potential-win">
        {formatMoney(totalWin, currency.code, currency.subunits, locale)}
      </dd>
    </dl>
  );
}

/**
 * What the slip says above its button: the ticket's refusal (unless it only repeats what is said
 * under a bet), that odds changed, the first validation errors and the warnings.
 */
export function SlipMessages({
  ticketError,
  byBet,
  needsAcceptance,
  errors,
  warnings,
  currency,
}: {
  /** The ticket's refusal message, when the ticket is in its error state. */
  ticketError: string | undefined;
  byBet: Record<number, string>;
  needsAcceptance: boolean;
  errors: readonly ValidationError[];
  warnings: readonly ValidationWarning[];
  currency: Currency;
}) {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const message = useMessage();
  const locale = useLocale();
  const oddsType = useOddsType();
  /** A limit error says the limit (in the slip's currency and odds format); the others their key's text. */
  const errorText = (error: ValidationError): string => {
    const limit = error.limit;
    if (limit === undefined) return tv(error.key);
    switch (error.key) {
      case MESSAGE_KEYS.selectionLimitExceeded:
        return t('limits.selections', { count: limit });
      case MESSAGE_KEYS.oddsLimitExceeded:
        return t('limits.odds', { odds: formatOdds(limit as Odds1000, oddsType, formatLocale(locale)) });
      case MESSAGE_KEYS.maxStakeLimitExceeded:
        return t('limits.maxStake', {
          amount: formatMoney(minor(limit), currency.code, currency.subunits, locale),
        });
      case MESSAGE_KEYS.payoutLimitExceeded:
        return t('limits.payout', {
          amount: formatMoney(minor(limit), currency.code, currency.subunits, locale),
        });
      default:
        return tv(error.key);
    }
  };
  return (
    <div className="grid gap-1.5">
      {ticketError !== undefined &&
        !Object.values(byBet).some((m) => message(m) === message(ticketError)) && (
          <p className="rounded-md border border-down p-2 text-down text-sm" data-testid="ticket-error">
            {message(ticketError)}
          </p>
        )}
      {needsAcceptance && <p className="rounded-md bg-surface-2 p-2 text-sm">{t('oddsChanged')}</p>}
      {errors.slice(0, 3).map((error) => (
        <p
          key={`${error.key}-${error.betIndex ?? ''}`}
          className="rounded-md border border-down p-2 text-down text-sm"
          data-testid="slip-error"
        >
          {errorText(error)}
        </p>
      ))}
      {warnings.map((warning) => (
        <p key={warning.key} className="rounded-md border border-border p-2 text-sm">
          <strong className="block">{tv(warning.key)}</strong>
          {tv(warning.descriptionKey)}
        </p>
      ))}
    </div>
  );
}
