'use client';

import { initialQuickBet, type QuickBet, type QuickBetEffect, type QuickBetEvent } from '@sportsbook/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionStore } from '@/shared/storage';
import { effectOutlet, machineDispatcher } from './machines';

const quickBetEffects = effectOutlet<QuickBetEffect>((effectsWaiting) =>
  useQuickBetStore.setState({ effectsWaiting }),
);

/**
 * Lets an edge (sign-in, the slip, the placement call) act on what a quick-bet transition asks for.
 * Effects that came before any edge listened are handed to the first one, in order.
 */
export const onQuickBetEffect = quickBetEffects.listen;

interface QuickBetStore {
  quickBet: QuickBet;
  /** True while effects wait for an edge to act on them (see `onQuickBetEffect`). */
  effectsWaiting: boolean;
  dispatch: (event: QuickBetEvent) => void;
}

/**
 * Quick bet (SPEC §4 'Quick bet'): the quick-bet machine of packages/betting in a store. Mode,
 * stake, its currency and approval persist in sessionStorage under `quick_bet` (SPEC §9); a bet
 * under way does not survive a reload.
 */
export const useQuickBetStore = create<QuickBetStore>()(
  persist(
    (set, get) => ({
      quickBet: initialQuickBet,
      effectsWaiting: false,
      dispatch: machineDispatcher<QuickBetEvent>(({ quickBetReducer }, event) => {
        const next = quickBetReducer(get().quickBet, event);
        if (next !== get().quickBet) set({ quickBet: next });
        quickBetEffects.deliver(next.effects);
      }),
    }),
    {
      name: 'quick_bet',
      version: 1,
      storage: createJSONStorage(() => sessionStore),
      partialize: ({ quickBet: { isEnabled, stake, currency, isApproved } }) => ({
        isEnabled,
        stake,
        currency,
        isApproved,
      }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<QuickBet> | undefined;
        if (!saved || typeof saved !== 'object') return current;
        return {
          ...current,
          quickBet: {
            ...current.quickBet,
            isEnabled: saved.isEnabled === true,
            stake: typeof saved.stake === 'number' && saved.stake >= 0 ? saved.stake : current.quickBet.stake,
            currency: typeof saved.currency === 'string' ? saved.currency : null,
            isApproved: saved.isApproved === true && (saved.stake ?? 0) > 0,
          },
        };
      },
      skipHydration: true,
    },
  ),
);

/** Whether quick-bet mode is on: a click on a live price bets at once. */
export const useQuickMode = () => useQuickBetStore((state) => state.quickBet.isEnabled);
export const quickBetDispatch = (event: QuickBetEvent) => useQuickBetStore.getState().dispatch(event);
