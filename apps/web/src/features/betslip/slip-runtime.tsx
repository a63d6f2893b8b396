'use client';

import {
  betLimitsFromWire,
  containsSelection,
  formatOdds,
  type Minor,
  minor,
  type Odds1000,
  type SerializedBet,
  type SlipSelection,
  type TicketEffect,
} from '@sportsbook/betting';
import type { TBet } from '@sportsbook/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import {
  accountsQueryOptions,
  handleUnauthorized,
  type Session,
  usePlayerChannel,
  useSession,
} from '@/features/account';
import { placeFailure } from '@/features/bets';
import { applyBetChanged, deviceId, placeBets } from '@/features/bets/queries';
import { bonusesKeys } from '@/features/bonuses/queries';
import { hasModal, registerModal, useModalStore } from '@/features/modals';
import { useOddsType } from '@/features/settings';
import { type SiteSettings, useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney } from '@/shared/money';
import { type NoticeText, showAlert } from '@/shared/notices';
import { useCustomBetPricing } from './custom-pricing';
// The slip's body and runtime act on the machines at once: they come with them.
import './machines-loaded';
import { formatLocale } from '@/shared/locale-format';
import { openPanel } from './panel-store';
import { onQuickBetEffect, quickBetDispatch, useQuickBetStore } from './quick-bet-mode';
import { onTicketEffect, useSlipStore } from './slip-store';

// The custom-bet modal is its own chunk, loaded when a bet builder first lands in the slip.
registerModal(
  'customBet',
  dynamic(() => import('./custom-bet-modal').then((m) => m.CustomBetModal)),
);

interface Context {
  queryClient: QueryClient;
  locale: string;
  isKnownKey: (key: string) => boolean;
  session: Session;
  settings: SiteSettings;
  describe: (selection: SlipSelection | undefined, bet: TBet | undefined) => Record<string, string>;
}

/** A message that is a key this site translates, or text the server localized. */
const asText = (message: string, isKnownKey: (key: string) => boolean): NoticeText =>
  isKnownKey(message) ? { key: message } : { text: message };

function signIn(): void {
  if (hasModal('signIn')) useModalStore.getState().open({ name: 'signIn', params: {} });
  else showAlert('info', { key: 'betslip.signInToPlace' });
}

/** Placed bets reach the player's lists at once; the balance comes over the private channel. */
function afterPlaced(queryClient: QueryClient, placed: readonly TBet[]): void {
  for (const bet of placed) applyBetChanged(queryClient, bet);
  // A freebet just used is no longer one to offer.
  if (placed.some((bet) => bet.bonus !== null))
    void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
  if (!usePlayerChannel.getState().subscribed)
    void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
}

/** SPEC §4 'Ticket states': the slip's POST /v3/bets, and what the machine is told of its answer. */
async function sendBets(effect: Extract<TicketEffect, { type: 'send_bets' }>, ctx: Context): Promise<void> {
  const { dispatch, ticket } = useSlipStore.getState();
  // The server takes every bet of a request for a custom bet when meta.type says so; a custom
  // bet is known by its custom_odds anyway, so the type is the regular bets' when there are some.
  const types = effect.betIndexes.map((i) => ticket.bets[i]?.type);
  const type = types.find((t) => t !== undefined && t !== 'custom_bet') ?? types[0];
  try {
    const placed = await placeBets(
      { meta: { device_id: deviceId(), quick: false, ...(type && { type }) }, bets: effect.bets },
      ctx.locale,
    );
    dispatch({ type: 'place_succeeded', placedBets: placed });
    afterPlaced(ctx.queryClient, placed);
  } catch (error) {
    const failure = placeFailure(error, effect.betIndexes, ctx.isKnownKey);
    if (failure.kind === 'unauthorized') {
      // SPEC §8: a 401 ends the session (session-expired notice); the slip goes back to initial.
      handleUnauthorized(ctx.queryClient, error);
      dispatch({ type: 'reset' });
      return;
    }
    if (failure.event.code === undefined) console.error('placing bets failed', error);
    dispatch(failure.event);
  }
}

/** SPEC §4 'Quick bet': the click on a live price, through the quick-bet machine. */
function placeQuick(selection: SlipSelection, ctx: Context): void {
  const before = useQuickBetStore.getState().quickBet;
  const loggedIn = ctx.session.status === 'loggedIn';
  const currency = ctx.settings.currencies[ctx.session.currency];
  quickBetDispatch({
    type: 'place',
    selection,
    isLoggedIn: loggedIn,
    isPve: ctx.session.player?.serasa.pve === true,
    validation: {
      limits: betLimitsFromWire(ctx.settings.bets_limits),
      currency: { code: ctx.session.currency, fiat: currency?.fiat ?? true },
      allowSingleCustomBet: ctx.settings.is_allowed_single_custom_bet,
    },
  });
  const after = useQuickBetStore.getState().quickBet;
  if (after.state === 'error' && after.error && (before.state !== 'error' || before.error !== after.error)) {
    showAlert('error', { key: 'betslip.quick.failed' }, asText(after.error, ctx.isKnownKey));
  } else if (loggedIn && !before.isApproved && after.state !== 'error') {
    showAlert('info', { key: 'betslip.quick.notApproved' });
  }
}

async function sendQuick(bet: SerializedBet, ctx: Context): Promise<void> {
  const selection = useQuickBetStore.getState().quickBet.bet?.selections[0];
  try {
    const placed = await placeBets(
      { meta: { device_id: deviceId(), quick: true, type: 'single' }, bets: [bet] },
      ctx.locale,
    );
    quickBetDispatch({ type: 'place_succeeded' });
    afterPlaced(ctx.queryClient, placed);
    showAlert(
      'success',
      { key: 'betslip.quick.placed' },
      { key: 'betslip.quick.placedDetail', values: ctx.describe(selection, placed[0]) },
    );
  } catch (error) {
    const failure = placeFailure(error, [0], ctx.isKnownKey);
    if (failure.kind === 'unauthorized') {
      handleUnauthorized(ctx.queryClient, error);
      quickBetDispatch({ type: 'reset' });
      return;
    }
    if (failure.event.code === undefined) console.error('quick bet failed', error);
    const message = failure.event.code === undefined ? 'error.place_bets.default' : failure.event.message;
    const perBet = (failure.event.details as { byBet?: Record<number, string> } | undefined)?.byBet?.[0];
    quickBetDispatch({ type: 'place_failed', message: perBet ?? message });
    showAlert('error', { key: 'betslip.quick.failed' }, asText(perBet ?? message ?? '', ctx.isKnownKey));
  }
}

/**
 * A restriction asked for the player's attention: the pick goes to the slip with the quick stake,
 * in the quick bet's currency (the session's, once known).
 */
function openInSlip(selection: SlipSelection, stake: Minor, currency: string): void {
  const { dispatch } = useSlipStore.getState();
  if (!containsSelection(useSlipStore.getState().ticket.bets, selection))
    dispatch({ type: 'select_outcome', selection, quickMode: false });
  const bets = useSlipStore.getState().ticket.bets;
  const index = bets.findIndex((b) => b.type === 'single' && b.selections.some((s) => s.id === selection.id));
  if (index !== -1) dispatch({ type: 'set_stake', betIndex: index, stake, currency });
  openPanel('BET_SLIP');
}

/**
 * The edges of the slip and quick-bet machines, mounted once: placement calls, sign-in, the global
 * error alert, quick-bet feedback, the quick-bet stake's currency and balance, the custom-bet modal
 * and the pricing of custom bets whose selections changed.
 */
export function SlipRuntime() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const t = useTranslations();
  const session = useSession();
  const settings = useSiteSettings();
  const oddsType = useOddsType();
  const context = useRef<Context | null>(null);
  useCustomBetPricing();
  context.current = {
    queryClient,
    locale,
    isKnownKey: (key) => t.has(key),
    session,
    settings,
    describe: (selection, bet) => {
      const subunits = settings.currencies[bet?.stake.currency ?? session.currency]?.subunits ?? 2;
      return {
        outcome: selection?.outcomeName ?? bet?.selections[0]?.outcome_name ?? '',
        odds: bet ? formatOdds(bet.odds as Odds1000, oddsType, formatLocale(locale)) : '',
        stake: bet ? formatMoney(minor(bet.stake.value), bet.stake.currency, subunits, locale) : '',
        ref: bet?.ref ?? '',
      };
    },
  };

  useEffect(
    () =>
      onTicketEffect((effect) => {
        const ctx = context.current;
        if (!ctx) return;
        switch (effect.type) {
          case 'sign_in':
            signIn();
            break;
          case 'send_bets':
            void sendBets(effect, ctx);
            break;
          case 'global_error':
            showAlert(
              'error',
              { key: 'global-error.default.title' },
              { key: 'global-error.default.description' },
            );
            break;
          case 'quick_bet':
            placeQuick(effect.selection, ctx);
            break;
          case 'quick_mode_off':
            quickBetDispatch({ type: 'disable' });
            break;
          case 'open_custom_bet_modal':
            useModalStore.getState().open({ name: 'customBet', params: { matchId: String(effect.matchId) } });
            break;
          case 'bets_placed':
            break;
        }
      }),
    [],
  );

  useEffect(
    () =>
      onQuickBetEffect((effect) => {
        const ctx = context.current;
        if (!ctx) return;
        switch (effect.type) {
          case 'sign_in':
            signIn();
            break;
          case 'open_slip':
            openInSlip(
              effect.selection,
              effect.stake,
              useQuickBetStore.getState().quickBet.currency ?? ctx.session.currency,
            );
            break;
          case 'send_quick_bet':
            void sendQuick(effect.bet, ctx);
            break;
        }
      }),
    [],
  );

  // SPEC §4 'Currency change': the slip's stakes are in the currency its fields show — the site's
  // default until the session is read, then the player's — and another one zeroes them. A slip takes
  // the shown one at once: a stake typed while the session loads is an amount in that currency.
  const known = session.status === 'loggedIn' || session.status === 'notLoggedIn';
  const slipCurrency = useSlipStore((state) => state.ticket.currency);
  useEffect(() => {
    if (slipCurrency === null || (known && slipCurrency !== session.currency))
      useSlipStore.getState().dispatch({ type: 'currency_changed', currency: session.currency });
  }, [known, slipCurrency, session.currency]);

  // SPEC §4: the quick-bet stake is in the player's currency; a change of currency clears approval.
  const loggedIn = session.status === 'loggedIn';
  const quickCurrency = useQuickBetStore((state) => state.quickBet.currency);
  useEffect(() => {
    if (loggedIn && quickCurrency !== session.currency)
      quickBetDispatch({ type: 'set_currency', currency: session.currency });
  }, [loggedIn, quickCurrency, session.currency]);

  // SPEC §4: a balance below the quick-bet stake, or at zero, turns quick mode off.
  const { balance } = session;
  useEffect(() => {
    if (loggedIn && balance !== undefined)
      quickBetDispatch({ type: 'balance_changed', currency: session.currency, balance: minor(balance) });
  }, [loggedIn, balance, session.currency]);

  return null;
}
