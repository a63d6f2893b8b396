'use client';

import { betHasChanges, isCustomBet, type SlipBet, type SlipSelection } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { refusalMessage } from '@/features/bets';
import type { CustomSelection } from '@/features/bets/queries';
import { deviceId, fetchCustomOdds } from '@/features/bets/queries';
import { ApiError } from '@/shared/api/client';
import { useSiteSettings } from '@/shared/config/site-settings';
import { useSlipStore } from './slip-store';

/** The custom bet of a match in the slip, and where it stands. */
export function findCustomBet(
  bets: readonly SlipBet[],
  matchId: string | number,
): { bet: SlipBet; index: number } | null {
  const index = bets.findIndex(
    (b) => isCustomBet(b) && b.selections.some((s) => String(s.matchId) === String(matchId)),
  );
  const bet = bets[index];
  return bet === undefined ? null : { bet, index };
}

export const toCustomSelection = (s: SlipSelection): CustomSelection => ({
  match_id: Number(s.matchId),
  market_id: Number(s.marketId),
  specifier: s.specifier,
  outcome_id: String(s.outcomeId),
});

/**
 * The custom bets that need a price before they can be placed: their selections changed (the
 * price went with them), nothing waits for acceptance, and enough selections are left to price
 * (SPEC §5: at least 2, or 1 where single custom bets are allowed).
 */
export function customBetsToPrice(bets: readonly SlipBet[], minSelections: number): SlipBet[] {
  return bets.filter(
    (b) =>
      isCustomBet(b) &&
      b.customOdds === undefined &&
      !betHasChanges(b) &&
      b.selections.length >= minSelections,
  );
}

/** A custom bet being priced, or refused with a message (key or server text). By the bet's selection ids. */
export type CustomPricing = { status: 'pricing' } | { status: 'refused'; message: string };

interface CustomPricingStore {
  bySelections: Record<string, CustomPricing>;
  /** Bumped by 'Try again': prices every waiting bet again. */
  attempt: number;
  set: (key: string, pricing: CustomPricing | null) => void;
  retry: () => void;
}

export const customPricingKey = (bet: SlipBet): string => bet.selections.map((s) => s.id).join('+');

export const useCustomPricingStore = create<CustomPricingStore>()((set) => ({
  bySelections: {},
  attempt: 0,
  set: (key, pricing) =>
    set((state) => {
      const bySelections = { ...state.bySelections };
      if (pricing === null) delete bySelections[key];
      else bySelections[key] = pricing;
      return { bySelections };
    }),
  retry: () => set((state) => ({ attempt: state.attempt + 1 })),
}));

/** How the pricing of this custom bet stands; undefined when it has its price (or waits for nothing). */
export const useCustomPricing = (bet: SlipBet | undefined): CustomPricing | undefined =>
  useCustomPricingStore((state) => (bet ? state.bySelections[customPricingKey(bet)] : undefined));

/**
 * SPEC §4/§7: a custom bet whose selections changed in the slip (removed in the custom-bet modal,
 * dropped by 'Accept changes') is priced again with POST /custom/odds before it can be placed. One
 * request per set of selections; a set that changes again aborts its request, and an answer for
 * selections the bet no longer has is ignored by the ticket machine. A refusal keeps the server's
 * localized message (SPEC §8). Mounted once, by the slip runtime.
 */
export function useCustomBetPricing(): void {
  const locale = useLocale();
  const t = useTranslations();
  const isKnownKey = useRef((key: string) => t.has(key));
  isKnownKey.current = (key) => t.has(key);
  const settings = useSiteSettings();
  const minSelections = settings.is_allowed_single_custom_bet ? 1 : 2;
  const attempt = useCustomPricingStore((state) => state.attempt);
  // A string, so the effect runs again only when the set of bets to price changes.
  const waiting = useSlipStore((state) =>
    customBetsToPrice(state.ticket.bets, minSelections).map(customPricingKey).join(' '),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` ('Try again') prices the waiting bets again
  useEffect(() => {
    if (waiting === '') return;
    const { set } = useCustomPricingStore.getState();
    const controller = new AbortController();
    const keys = waiting.split(' ');
    for (const key of keys) {
      const bet = useSlipStore
        .getState()
        .ticket.bets.find((b) => isCustomBet(b) && customPricingKey(b) === key);
      if (!bet) continue;
      const selectionIds = bet.selections.map((s) => s.id);
      set(key, { status: 'pricing' });
      fetchCustomOdds(bet.selections.map(toCustomSelection), deviceId(), locale, controller.signal)
        .then((reply) => {
          set(key, null);
          const { ticket, dispatch } = useSlipStore.getState();
          const current = findCustomBet(ticket.bets, bet.selections[0]?.matchId ?? '');
          if (current)
            dispatch({
              type: 'custom_odds_calculated',
              betIndex: current.index,
              odds: reply.odds as NonNullable<SlipBet['customOdds']>,
              selectionIds,
            });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const body = error instanceof ApiError ? error.body : null;
          const message = body
            ? refusalMessage(
                { code: body.code, message: body.message, localized_message: body.data?.localized_message },
                isKnownKey.current,
              )
            : 'betslip.customBet.priceFailed';
          set(key, { status: 'refused', message });
        });
    }
    return () => {
      controller.abort();
      for (const key of keys) {
        if (useCustomPricingStore.getState().bySelections[key]?.status === 'pricing') set(key, null);
      }
    };
  }, [waiting, locale, attempt]);
}
