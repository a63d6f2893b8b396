'use client';

import {
  type BetTypeChoice,
  betLimitsFromWire,
  isCustomBet,
  MESSAGE_KEYS,
  minor,
  type Provider,
  regularBets,
  type SlipBet,
  type SlipSelection,
  slipMode,
  slipPotentialWin,
  ticketHasChanges,
  validateBets,
} from '@sportsbook/betting';
import type { TBet } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { errorsByBet, ShareButton, sharedFromSlip } from '@/features/bets';
import { ComboboostOffer, FreebetPicker, slipBonusEvent, useSlipBonuses } from '@/features/bonuses';
import { useSiteSettings } from '@/shared/config/site-settings';
import { BetTypePicker } from './bet-type-picker';
import { PlacedBets } from './placed-bets';
import { SelectionItem } from './selection-item';
import { useCurrency, useMessage } from './slip-currency';
import { SlipMessages, SlipTotals } from './slip-summary';
import { CustomBetEntry, StakeEntry } from './stake-entry';
// The slip's body and runtime act on the machines at once: they come with them.
import './machines-loaded';
import { useSlipStore, useTicket } from './slip-store';

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
  const message = useMessage();
  const settings = useSiteSettings();
  const ticket = useTicket();
  const dispatch = useSlipStore((state) => state.dispatch);
  const currency = useCurrency();
  const [attempted, setAttempted] = useState(false);
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

  // The bonuses each bet may use, as the server judges them; a freebet that no longer fits is
  // cleared and the best comboboost reached is carried (SPEC §4), never while the bets are sent.
  const slipBonuses = useSlipBonuses(bets, currency.code);
  const busy = ticket.ticketState === 'processing' || ticket.ticketState === 'success';
  useEffect(() => {
    if (!slipBonuses || busy) return;
    for (const [betIndex, offers] of slipBonuses) {
      const bet = bets[betIndex];
      const event = bet ? slipBonusEvent(bet, offers) : null;
      if (event) dispatch({ ...event, betIndex });
    }
  }, [slipBonuses, busy, bets, dispatch]);

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
  const totalWin = minor(bets.reduce((sum, bet) => sum + (bet.stake > 0 ? slipPotentialWin(bet) : 0), 0));
  const freebetFor = (bet: SlipBet, index: number) => (
    <FreebetPicker
      bet={bet}
      offers={slipBonuses?.get(index) ?? []}
      currency={currency}
      onChange={(bonus) => dispatch({ type: 'set_active_bonus', betIndex: index, bonus })}
    />
  );
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
      {/* A disabled fieldset locks every control inside it while the bets are being placed. */}
      <fieldset disabled={locked} className="grid min-w-0 gap-3" aria-busy={locked || undefined}>
        <legend className="sr-only">{t('BET_SLIP')}</legend>
        {regular.length > 0 && (
          <BetTypePicker
            bets={bets}
            currentType={currentType}
            system={system}
            selectionCount={selections.length}
            context={context}
          />
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
                  {freebetFor(bet, index)}
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
            {regular[0] && freebetFor(regular[0], bets.indexOf(regular[0]))}
            {regular[0] && (
              <ComboboostOffer bet={regular[0]} offers={slipBonuses?.get(bets.indexOf(regular[0])) ?? []} />
            )}
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

      <SlipTotals
        comboBet={currentType !== 'single' ? regular[0] : undefined}
        totalStake={totalStake}
        totalWin={totalWin}
        currency={currency}
      />

      <SlipMessages
        ticketError={state === 'error' ? ticket.error?.message : undefined}
        byBet={byBet}
        needsAcceptance={needsAcceptance}
        errors={errors}
        warnings={validation.warnings}
        currency={currency}
      />

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
