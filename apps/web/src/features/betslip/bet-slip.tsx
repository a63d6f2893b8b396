'use client';

import {
  type BetTypeChoice,
  betLimitsFromWire,
  betPotentialWin,
  betTitle,
  betTotalOdds,
  betTypeRefusal,
  formatOdds,
  isCustomBet,
  isFinishedMatchStatus,
  MESSAGE_KEYS,
  type Minor,
  minor,
  type Odds1000,
  type Provider,
  regularBets,
  type SlipBet,
  type SlipSelection,
  slipMode,
  systemTypeId,
  systemTypesFor,
  ticketHasChanges,
  type ValidationError,
  validateBets,
} from '@sportsbook/betting';
import type { TBet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSession } from '@/features/account/use-session';
import { ShareButton } from '@/features/bets/components/share-button';
import { errorsByBet } from '@/features/bets/place-errors';
import { sharedFromSlip } from '@/features/bets/share';
import { useOddsType } from '@/features/settings/odds-type-store';
import { useSiteSettings } from '@/shared/config/site-settings';
import { CustomBetPrice, CustomLegList, customBetMatchName } from './custom-bet-parts';
import { type AmountInput, formatMoney, moneyInputText, readAmountInput } from './money';
import { PlacedBets } from './placed-bets';
import { useStakeChips } from './quick-stakes';
// The slip's body and runtime act on the machines at once: they come with them.
import './machines-loaded';
import { NameText } from '@/shared/ui/name-text';
import { useSlipStore, useTicket } from './slip-store';

interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
}

/** The player's currency (SPEC §3 'Account') when logged in; the site default for a visitor. */
export function useCurrency(): Currency & { isLoggedIn: boolean; isPve: boolean } {
  const settings = useSiteSettings();
  const session = useSession();
  const code = session.currency;
  const currency = settings.currencies[code];
  return {
    code,
    subunits: currency?.subunits ?? 2,
    fiat: currency?.fiat ?? true,
    isLoggedIn: session.status === 'loggedIn',
    isPve: session.player?.serasa.pve === true,
  };
}

/** A message that is a key this site translates, or text the server already localized (SPEC §8). */
function useMessage(): (message: string) => string {
  const t = useTranslations();
  return (message) => (t.has(message) ? t(message) : message);
}

function SelectionItem({
  selection,
  onRemove,
  conflict = null,
}: {
  selection: SlipSelection;
  onRemove: (() => void) | null;
  /** What this selection is in conflict with, said next to it (two of one match in a combo). */
  conflict?: string | null;
}) {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const oddsType = useOddsType();
  const locale = useLocale();
  const odds = formatOdds(selection.odds, oddsType, locale);
  const accepted = formatOdds(selection.acceptedOdds, oddsType, locale);
  const unavailable = selection.isSuspended || selection.isNotAvailable;
  const finished = isFinishedMatchStatus(selection.matchStatus);
  const direction = selection.odds > selection.acceptedOdds ? 'up' : 'down';
  return (
    <li
      className={`grid grid-cols-[1fr_auto] gap-x-2 gap-y-0.5 rounded-md border p-2.5 text-sm ${
        unavailable
          ? 'border-dashed border-border bg-surface opacity-75'
          : conflict
            ? 'border-2 border-down bg-surface-2'
            : 'border-border bg-surface-2'
      }`}
      aria-label={`${selection.outcomeName ?? ''} ${selection.marketName ?? ''}`}
      data-conflict={conflict ? true : undefined}
    >
      <span className="font-semibold">{selection.outcomeName}</span>
      <span className="flex items-center gap-1.5 font-semibold tabular-nums">
        {selection.isChanged && !unavailable && (
          <>
            <span className="sr-only">{t('acceptedOdds', { odds: accepted })}</span>
            <s className="font-normal text-muted" aria-hidden="true">
              {accepted}
            </s>
            <span className={direction === 'up' ? 'text-up' : 'text-down'} aria-hidden="true">
              {direction === 'up' ? '▲' : '▼'}
            </span>
          </>
        )}
        {unavailable ? '—' : odds}
      </span>
      <NameText className="col-span-2 text-muted text-xs">{selection.marketName}</NameText>
      <NameText className="text-muted text-xs">
        {selection.nameB ? `${selection.nameA} – ${selection.nameB}` : selection.nameA}
      </NameText>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          className="-m-1 grid size-7 place-items-center justify-self-end rounded text-muted text-xs hover:text-text"
          aria-label={t('remove', { outcome: selection.outcomeName ?? '' })}
        >
          ✕
        </button>
      ) : (
        <span />
      )}
      {conflict && (
        <span className="col-span-2 font-semibold text-down text-xs">
          <span aria-hidden="true">⚠ </span>
          {conflict}
        </span>
      )}
      {selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">
          {finished ? t('matchFinished') : tv('sb.ticket.suspended.label')}
        </span>
      )}
      {selection.isNotAvailable && !selection.isSuspended && (
        <span className="col-span-2 font-semibold text-down text-xs">
          {tv('sb.ticket.not-available.label')}
        </span>
      )}
    </li>
  );
}

/** Stake entry by stake or by potential win, with the four recommended stakes (SPEC §5, padded with 0). */
function StakeEntry({
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
  const potentialWin = betPotentialWin(bet);
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
            value={stakeText}
            onFocus={() => setEditing('stake')}
            onBlur={() => {
              setEditing(null);
              setRefused(null);
            }}
            onChange={(event) =>
              typed(
                event.target.value,
                (stake) => dispatch({ type: 'set_stake', betIndex, stake }),
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
                (amount) => dispatch({ type: 'set_potential_win', betIndex, potentialWin: amount }),
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
      {quick.length > 0 && (
        <div className="grid grid-cols-4 gap-1.5">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => {
                setEditing(null);
                dispatch({ type: 'set_stake', betIndex, stake: amount });
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
function CustomBetEntry({
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

const BET_TYPES: BetTypeChoice[] = ['single', 'combo', 'system'];

/** What a screen reader hears of the ticket: processing, placed, refused. Always in the DOM. */
function SlipAnnouncer({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

/**
 * The bet slip: selections, bet type, stakes, totals, validation and the place-bet button (SPEC §4,
 * §5), through the ticket states: processing (inputs locked, button busy), success (the placed
 * bets), error (messages under the bets), odds changed ('Accept changes').
 */
export function BetSlip() {
  const t = useTranslations('betslip');
  const tv = useTranslations();
  const message = useMessage();
  const locale = useLocale();
  const oddsType = useOddsType();
  const settings = useSiteSettings();
  const ticket = useTicket();
  const dispatch = useSlipStore((state) => state.dispatch);
  const currency = useCurrency();
  const [attempted, setAttempted] = useState(false);
  const typeGroup = useId();
  const systemId = useId();
  const context = useMemo(
    () => ({
      multiSingleByProvider: settings.multi_single_available_by_provider as Partial<
        Record<Provider, boolean>
      >,
    }),
    [settings.multi_single_available_by_provider],
  );

  const bets = ticket.bets;
  const regular = regularBets(bets);
  const selections = regular.flatMap((bet) => bet.selections);
  const mode = slipMode(bets);
  const currentType: BetTypeChoice | null = mode === null ? null : mode === 'multi_single' ? 'single' : mode;
  const system = regular[0]?.system;
  const validation = useMemo(
    () =>
      validateBets(bets, {
        limits: betLimitsFromWire(settings.bets_limits),
        currency: { code: currency.code, fiat: currency.fiat },
        allowSingleCustomBet: settings.is_allowed_single_custom_bet,
      }),
    [bets, settings, currency],
  );

  // A new attempt starts quiet: the "enter a stake" reminder shows only after a click on Place bet.
  useEffect(() => {
    if (bets.length === 0) setAttempted(false);
  }, [bets.length]);

  const state = ticket.ticketState;
  const announcement =
    state === 'processing'
      ? t('placing')
      : state === 'success'
        ? t('placed', { count: ticket.placedBets.length })
        : state === 'error' && ticket.error
          ? message(ticket.error.message)
          : state === 'odds_changed'
            ? t('oddsChanged')
            : '';

  if (state === 'success') {
    return (
      <>
        <SlipAnnouncer text={announcement} />
        <PlacedBets placed={ticket.placedBets as TBet[]} />
      </>
    );
  }

  if (bets.length === 0) {
    return (
      <>
        <SlipAnnouncer text={announcement} />
        <p className="p-4 text-center text-muted text-sm">{t('empty')}</p>
      </>
    );
  }

  const locked = state === 'processing';
  const byBet = state === 'error' ? errorsByBet(ticket.error?.details) : {};
  const remove = (id: string) =>
    locked ? null : () => dispatch({ type: 'remove_selection', selectionId: id });
  const totalStake = minor(bets.reduce((sum, bet) => sum + bet.stake, 0));
  const totalWin = minor(bets.reduce((sum, bet) => sum + (bet.stake > 0 ? betPotentialWin(bet) : 0), 0));
  const quietKeys = new Set(['error.validation.stake.not_positive', 'error.validation.bets.empty']);
  // A custom bet's own problems (too few selections, no price yet) are said in its entry.
  const saidInEntry = (e: { key: string; betIndex?: number }) => {
    const bet = e.betIndex === undefined ? undefined : bets[e.betIndex];
    if (!bet || !isCustomBet(bet)) return false;
    return (
      e.key === MESSAGE_KEYS.customBetMinSelections ||
      (e.key === MESSAGE_KEYS.potentialWinEqualOrLess && bet.customOdds === undefined)
    );
  };
  const errors = validation.errors.filter((e) => (attempted || !quietKeys.has(e.key)) && !saidInEntry(e));
  /** A limit error says the limit (in the slip's currency and odds format); the others their key's text. */
  const errorText = (error: ValidationError): string => {
    const limit = error.limit;
    if (limit === undefined) return tv(error.key);
    switch (error.key) {
      case MESSAGE_KEYS.selectionLimitExceeded:
        return t('limits.selections', { count: limit });
      case MESSAGE_KEYS.oddsLimitExceeded:
        return t('limits.odds', { odds: formatOdds(limit as Odds1000, oddsType) });
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
  // Selections in conflict (two of one match in a combo or system) are marked where they are listed.
  const inConflict = new Set(
    validation.errors.flatMap((e) => (e.key === MESSAGE_KEYS.sameMatch ? (e.selectionIds ?? []) : [])),
  );
  const conflictOf = (selection: SlipSelection) => (inConflict.has(selection.id) ? t('sameMatch') : null);
  const awaitingPrice = bets.some((bet) => isCustomBet(bet) && bet.customOdds === undefined);
  const needsAcceptance = ticketHasChanges(bets);
  const sharedStake = currentType !== 'single' || regular.length === 1;
  const shareOn = settings.features.share_bet === true;

  return (
    <div className="grid gap-3 p-3">
      <SlipAnnouncer text={announcement} />
      {/* NOTE: a disabled fieldset locks every control inside it while the bets are being placed. */}
      <fieldset disabled={locked} className="grid min-w-0 gap-3" aria-busy={locked || undefined}>
        <legend className="sr-only">{t('BET_SLIP')}</legend>
        {regular.length > 0 && (
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
                    const chosen = systemTypesFor(selections.length).find(
                      (s) => systemTypeId(s) === event.target.value,
                    );
                    if (chosen) dispatch({ type: 'change_bet_type', to: 'system', system: chosen, context });
                  }}
                  className="h-10 rounded-md border border-border bg-surface px-2 text-sm"
                >
                  {systemTypesFor(selections.length).map((s) => (
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
        )}

        {regular.length === 0 ? null : currentType === 'single' && !sharedStake ? (
          <ul className="grid gap-2">
            {bets.map((bet, index) => {
              const selection = bet.selections[0];
              if (!selection || isCustomBet(bet)) return null;
              const betError = byBet[index];
              return (
                <li key={selection.id} className="grid gap-2">
                  <ul>
                    <SelectionItem selection={selection} onRemove={remove(selection.id)} />
                  </ul>
                  <StakeEntry
                    bet={bet}
                    betIndex={index}
                    currency={currency}
                    label={t('stake')}
                    error={betError === undefined ? undefined : message(betError)}
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <>
            <ul className="grid gap-2">
              {selections.map((selection) => (
                <SelectionItem
                  key={selection.id}
                  selection={selection}
                  onRemove={remove(selection.id)}
                  conflict={conflictOf(selection)}
                />
              ))}
            </ul>
            {regular[0] && (
              <StakeEntry
                bet={regular[0]}
                betIndex={bets.indexOf(regular[0])}
                currency={currency}
                label={currentType === 'system' ? t('totalStake') : t('stake')}
                error={(() => {
                  const betError = byBet[bets.indexOf(regular[0])];
                  return betError === undefined ? undefined : message(betError);
                })()}
              />
            )}
          </>
        )}

        {bets.map((bet, index) =>
          isCustomBet(bet) ? (
            <CustomBetEntry
              key={bet.selections[0]?.id ?? index}
              bet={bet}
              betIndex={index}
              currency={currency}
              locked={locked}
              error={byBet[index] === undefined ? undefined : message(byBet[index])}
            />
          ) : null,
        )}
      </fieldset>

      <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
        {currentType !== 'single' && regular[0] && (
          <>
            <dt className="text-muted">{t('totalOdds')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="total-odds">
              {formatOdds(betTotalOdds(regular[0]) as Odds1000, oddsType, locale)}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('totalStake')}</dt>
        <dd className="tabular-nums">{formatMoney(totalStake, currency.code, currency.subunits, locale)}</dd>
        <dt className="font-semibold">{t('potentialWin')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="potential-win">
          {formatMoney(totalWin as Minor, currency.code, currency.subunits, locale)}
        </dd>
      </dl>

      <div className="grid gap-1.5">
        {/* The ticket's message, unless it only repeats what is already said under the bet. */}
        {state === 'error' &&
          ticket.error &&
          !Object.values(byBet).some((m) => message(m) === message(ticket.error?.message ?? '')) && (
            <p className="rounded-md border border-down p-2 text-down text-sm" data-testid="ticket-error">
              {message(ticket.error.message)}
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
        {validation.warnings.map((warning) => (
          <p key={warning.key} className="rounded-md border border-border p-2 text-sm">
            <strong className="block">{tv(warning.key)}</strong>
            {tv(warning.descriptionKey)}
          </p>
        ))}
      </div>

      {/* The action stays in view at the bottom of the scrolling panel (a phone's sheet is short),
          with a band of the panel's colour around it over what scrolls beneath. */}
      {needsAcceptance ? (
        <button
          type="button"
          disabled={locked}
          onClick={() => dispatch({ type: 'accept_changes' })}
          className="sticky bottom-3 z-10 shadow-[0_0_0_0.75rem_var(--surface)] min-h-11 rounded-md bg-accent font-semibold text-accent-text disabled:opacity-60"
        >
          {t('acceptChanges')}
        </button>
      ) : (
        <button
          type="button"
          disabled={locked || awaitingPrice}
          aria-busy={locked || undefined}
          onClick={() => {
            setAttempted(true);
            if (!validation.ok) return;
            dispatch({
              type: 'place',
              isLoggedIn: currency.isLoggedIn,
              isPve: currency.isPve,
              currency: currency.code,
            });
          }}
          className={`sticky bottom-3 z-10 shadow-[0_0_0_0.75rem_var(--surface)] flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent font-semibold text-accent-text ${
            awaitingPrice && !locked ? 'disabled:opacity-50' : 'disabled:opacity-80'
          }`}
        >
          {locked && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            />
          )}
          {locked ? t('placing') : t('placeBet')}
        </button>
      )}
      <div className="flex flex-wrap items-start justify-center gap-3">
        {shareOn && !locked && <ShareButton bets={() => sharedFromSlip(bets, currency)} />}
        <button
          type="button"
          disabled={locked}
          onClick={() => dispatch({ type: 'clear' })}
          className="min-h-10 text-muted text-sm underline disabled:opacity-50"
        >
          {t('clearAll')}
        </button>
      </div>
    </div>
  );
}
