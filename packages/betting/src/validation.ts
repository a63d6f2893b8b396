import { MESSAGE_KEYS, type MessageKey } from './messages';
import { type BetShape, betReturnRatio, betTotalOdds, type Provider, type SlipSelection } from './model';
import { applyRatio } from './potential-win';
import { type Minor, minor, type Odds1000 } from './units';

/** What a limit does when exceeded: refuse the bet, or let it through with a warning. */
export type LimitAction = 'reject' | 'warn';

export interface MoneyLimit {
  /** Minor units of `currencyCode` (or of the bet's currency when no code is given). */
  readonly amount: Minor;
  readonly currencyCode?: string;
}

/** SPEC §3 'Bet limits'. Every part is optional: an absent limit is not checked. */
export interface BetLimits {
  readonly maxStake?: {
    readonly fiat?: MoneyLimit;
    readonly crypto?: MoneyLimit;
    /** Minor units of the keyed currency; wins over the fiat/crypto value. */
    readonly byCurrency?: Readonly<Record<string, Minor>>;
  };
  readonly payoutLimit?: MoneyLimit & { readonly action: LimitAction };
  readonly selectionLimit?: number;
  readonly oddsLimit?: { readonly value: Odds1000; readonly action: LimitAction };
}

/** The wire shape of the bet limits (settings `bets_limits`). */
export interface WireBetLimits {
  readonly max_stake: {
    readonly fiat: { readonly amount: number; readonly currency_code: string };
    readonly crypto: { readonly amount: number; readonly currency_code: string };
    readonly by_currency: Readonly<Record<string, { readonly amount: number }>>;
  };
  readonly payout_limit: {
    readonly amount: number;
    readonly action: LimitAction;
    readonly currency_code: string;
  };
  readonly selection_limit: number;
  readonly odds_limit: { readonly value: number; readonly action: LimitAction };
}

export function betLimitsFromWire(wire: WireBetLimits): BetLimits {
  return {
    maxStake: {
      fiat: { amount: minor(wire.max_stake.fiat.amount), currencyCode: wire.max_stake.fiat.currency_code },
      crypto: {
        amount: minor(wire.max_stake.crypto.amount),
        currencyCode: wire.max_stake.crypto.currency_code,
      },
      byCurrency: Object.fromEntries(
        Object.entries(wire.max_stake.by_currency).map(([code, limit]) => [code, minor(limit.amount)]),
      ),
    },
    payoutLimit: {
      amount: minor(wire.payout_limit.amount),
      action: wire.payout_limit.action,
      currencyCode: wire.payout_limit.currency_code,
    },
    selectionLimit: wire.selection_limit,
    oddsLimit: { value: wire.odds_limit.value as Odds1000, action: wire.odds_limit.action },
  };
}

export interface ValidationCurrency {
  readonly code: string;
  readonly fiat: boolean;
}

export interface ValidationContext {
  readonly limits?: BetLimits;
  readonly currency: ValidationCurrency;
  /** Settings `isAllowedSingleCustomBet`: a custom bet may then hold one selection. Default false. */
  readonly allowSingleCustomBet?: boolean;
}

export type ValidationSelection = Pick<SlipSelection, 'id' | 'matchId' | 'provider' | 'odds' | 'isSuspended'>;

export interface ValidationBet extends BetShape {
  readonly selections: readonly ValidationSelection[];
  readonly stake: Minor;
}

export interface ValidationError {
  readonly key: MessageKey;
  readonly betIndex?: number;
  /** The selection the error is about (the first one, when several are). */
  readonly selectionId?: string;
  /** Every selection in conflict (two of one match: both), for the slip to mark them. */
  readonly selectionIds?: readonly string[];
  /**
   * The limit that was exceeded, so the message can say it: a count for the selection limit, odds
   * ×1000 for the odds limit, minor units of the bet's currency for max stake and payout.
   */
  readonly limit?: number;
}

export interface ValidationWarning {
  /** The warning's title key; `descriptionKey` holds its text. */
  readonly key: MessageKey;
  readonly descriptionKey: MessageKey;
  readonly betIndex?: number;
}

export interface ValidationResult {
  readonly ok: boolean;
  /** In SPEC §5 order; errors[0] is the one to show first. */
  readonly errors: readonly ValidationError[];
  readonly warnings: readonly ValidationWarning[];
}

/**
 * Max stake for a currency: the per-currency amount, else the fiat or crypto amount by the currency's
 * fiat flag. A fiat/crypto amount named in another currency cannot be compared without a rate and is
 * left to the server (which re-checks everything). Null when no limit applies.
 */
export function maxStakeFor(limits: BetLimits | undefined, currency: ValidationCurrency): Minor | null {
  const byCode = limits?.maxStake?.byCurrency?.[currency.code];
  if (byCode !== undefined) return byCode;
  const limit = currency.fiat ? limits?.maxStake?.fiat : limits?.maxStake?.crypto;
  return limit !== undefined && appliesTo(limit, currency) ? limit.amount : null;
}

/** A money limit named in a currency applies to that currency only; one without a code, to any. */
export function appliesTo(limit: MoneyLimit, currency: ValidationCurrency): boolean {
  return limit.currencyCode === undefined || limit.currencyCode === currency.code;
}

/**
 * The four bet-limit restrictions of SPEC §5, in order: selection limit, odds limit, max stake,
 * payout limit (profit = potential win − stake).
 */
export function checkRestrictions(
  bet: ValidationBet,
  context: ValidationContext,
  betIndex?: number,
): { readonly errors: ValidationError[]; readonly warnings: ValidationWarning[] } {
  const errors: ValidationError[] = [];
  const warnings: ValidationWarning[] = [];
  const at = betIndex === undefined ? {} : { betIndex };
  const { limits, currency } = context;

  if (limits?.selectionLimit !== undefined && bet.selections.length > limits.selectionLimit) {
    errors.push({ key: MESSAGE_KEYS.selectionLimitExceeded, ...at, limit: limits.selectionLimit });
  }
  if (limits?.oddsLimit !== undefined && betTotalOdds(bet) > limits.oddsLimit.value) {
    if (limits.oddsLimit.action === 'reject')
      errors.push({ key: MESSAGE_KEYS.oddsLimitExceeded, ...at, limit: limits.oddsLimit.value });
    else
      warnings.push({
        key: MESSAGE_KEYS.oddsLimitExceededWarningTitle,
        descriptionKey: MESSAGE_KEYS.oddsLimitExceededWarningDescription,
        ...at,
      });
  }
  const maxStake = maxStakeFor(limits, currency);
  if (maxStake !== null && bet.stake > maxStake) {
    errors.push({ key: MESSAGE_KEYS.maxStakeLimitExceeded, ...at, limit: maxStake });
  }
  const payout = limits?.payoutLimit;
  if (payout !== undefined && appliesTo(payout, currency)) {
    const profit = applyRatio(bet.stake, betReturnRatio(bet)) - bet.stake;
    if (profit > payout.amount) {
      if (payout.action === 'reject')
        errors.push({ key: MESSAGE_KEYS.payoutLimitExceeded, ...at, limit: payout.amount });
      else
        warnings.push({
          key: MESSAGE_KEYS.payoutLimitExceededWarningTitle,
          descriptionKey: MESSAGE_KEYS.payoutLimitExceededWarningDescription,
          ...at,
        });
    }
  }
  return { errors, warnings };
}

/**
 * Every rule of SPEC §5 for one bet, in order: the four restrictions; no two selections of one match
 * in a combo or system; no oddin selection in a system; no mixed providers; a custom bet has at
 * least 2 non-suspended selections; the potential win is above the stake; the stake is above 0.
 * The potential-win rule is only checked for a stake above 0 (a zero stake is reported as such).
 */
export function validateBet(
  bet: ValidationBet,
  context: ValidationContext,
  betIndex?: number,
): { readonly errors: ValidationError[]; readonly warnings: ValidationWarning[] } {
  const { errors, warnings } = checkRestrictions(bet, context, betIndex);
  const at = betIndex === undefined ? {} : { betIndex };

  if (bet.type === 'combo' || bet.type === 'system') {
    const byMatch = new Map<string, string[]>();
    for (const s of bet.selections) {
      const match = String(s.matchId);
      byMatch.set(match, [...(byMatch.get(match) ?? []), s.id]);
    }
    const conflicting = [...byMatch.values()].filter((ids) => ids.length > 1).flat();
    const second = [...byMatch.values()].find((ids) => ids.length > 1)?.[1];
    if (second !== undefined)
      errors.push({ key: MESSAGE_KEYS.sameMatch, ...at, selectionId: second, selectionIds: conflicting });
  }
  if (bet.type === 'system') {
    const oddin = bet.selections.find((s) => s.provider === 'oddin');
    if (oddin !== undefined) errors.push({ key: MESSAGE_KEYS.oddinInSystem, ...at, selectionId: oddin.id });
  }
  const first: Provider | undefined = bet.selections[0]?.provider;
  const foreign = bet.selections.find((s) => s.provider !== first);
  if (foreign !== undefined)
    errors.push({ key: MESSAGE_KEYS.mixedProviders, ...at, selectionId: foreign.id });

  if (bet.type === 'custom_bet') {
    const min = context.allowSingleCustomBet === true ? 1 : 2;
    if (bet.selections.filter((s) => !s.isSuspended).length < min) {
      errors.push({ key: MESSAGE_KEYS.customBetMinSelections, ...at });
    }
  }
  if (bet.stake > 0 && applyRatio(bet.stake, betReturnRatio(bet)) <= bet.stake) {
    errors.push({ key: MESSAGE_KEYS.potentialWinEqualOrLess, ...at });
  }
  if (!(bet.stake > 0)) errors.push({ key: MESSAGE_KEYS.stakeNotPositive, ...at });
  return { errors, warnings };
}

/**
 * SPEC §5: the slip is invalid if there are no bets, or any bet fails a rule. Each bet is checked on
 * its own (for multi-single that is SPEC's "each bet is checked separately"; the other bet types
 * hold one bet per slip part, so this is "the first bet fails a check").
 */
export function validateBets(bets: readonly ValidationBet[], context: ValidationContext): ValidationResult {
  if (bets.length === 0) return { ok: false, errors: [{ key: MESSAGE_KEYS.noBets }], warnings: [] };
  const errors: ValidationError[] = [];
  const warnings: ValidationWarning[] = [];
  bets.forEach((bet, index) => {
    const result = validateBet(bet, context, index);
    errors.push(...result.errors);
    warnings.push(...result.warnings);
  });
  return { ok: errors.length === 0, errors, warnings };
}

/** SPEC §5: the max-stake lookup works only when all selections are betradar (or oddin where enabled). */
export function isMaxStakeLookupSupported(
  selections: readonly Pick<SlipSelection, 'provider'>[],
  options: { readonly oddinEnabled: boolean },
): boolean {
  return (
    selections.length > 0 &&
    selections.every((s) => s.provider === 'betradar' || (options.oddinEnabled && s.provider === 'oddin'))
  );
}

/** SPEC §5: betting is enabled only if at least one provider status is active. */
export function isBettingEnabled(providerStatuses: Readonly<Record<string, 'active' | 'inactive'>>): boolean {
  return Object.values(providerStatuses).includes('active');
}
