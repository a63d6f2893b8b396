'use client';

import {
  initialTicket,
  type SlipBet,
  type Ticket,
  type TicketEffect,
  type TicketEvent,
} from '@sportsbook/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionStore } from '@/shared/storage';
import { effectOutlet, machineDispatcher } from './machines';

/** Bets read from sessionStorage (with the currency of their stakes), restored once merged. */
let restoring: { bets: SlipBet[]; currency: string | undefined } | null = null;

const ticketEffects = effectOutlet<TicketEffect>((effectsWaiting) =>
  useSlipStore.setState({ effectsWaiting }),
);

/**
 * Lets an edge (modals, quick bet, the placement call) act on what a transition asks for. Effects
 * that came before any edge listened are handed to the first one, in order.
 */
export const onTicketEffect = ticketEffects.listen;

/** Events that only update the bets in the slip: with none there, they change nothing. */
const BETS_ONLY: ReadonlySet<TicketEvent['type']> = new Set([
  'markets_changed',
  'match_status_changed',
  'provider_status_changed',
]);

interface SlipState {
  ticket: Ticket;
  /** True while effects wait for an edge to act on them (see `onTicketEffect`). */
  effectsWaiting: boolean;
  dispatch: (event: TicketEvent) => void;
}

/**
 * The bet slip: the ticket machine of packages/betting in a store. Its bets persist in
 * sessionStorage under `bets` (SPEC §9) and survive a reload; the rest of the ticket starts afresh.
 */
export const useSlipStore = create<SlipState>()(
  persist(
    (set, get) => {
      const dispatch = machineDispatcher<TicketEvent>(
        ({ ticketReducer }, event) => {
          const next = ticketReducer(get().ticket, event);
          if (next !== get().ticket) set({ ticket: next });
          ticketEffects.deliver(next.effects);
        },
        // Live pages send every market change here; with an empty slip (most visits) that
        // must not load the machine, and the machine would return the ticket unchanged anyway.
        (event) => get().ticket.bets.length === 0 && BETS_ONLY.has(event.type),
      );
      return { ticket: initialTicket, effectsWaiting: false, dispatch };
    },
    {
      name: 'bets',
      version: 1,
      storage: createJSONStorage(() => sessionStore),
      partialize: (state) => ({ bets: state.ticket.bets, currency: state.ticket.currency }),
      merge: (persisted, current) => {
        const saved = persisted as { bets?: SlipBet[]; currency?: string | null } | undefined;
        const bets = saved?.bets;
        if (Array.isArray(bets) && bets.length > 0)
          restoring = { bets, currency: typeof saved?.currency === 'string' ? saved.currency : undefined };
        return current;
      },
      // Restoring goes through the machine, so selected outcomes and the state follow from the bets.
      onRehydrateStorage: () => () => {
        const saved = restoring;
        restoring = null;
        if (saved)
          useSlipStore.getState().dispatch({
            type: 'restore_finished',
            bets: saved.bets,
            ...(saved.currency !== undefined && { currency: saved.currency }),
          });
      },
      skipHydration: true,
    },
  ),
);

export const useTicket = () => useSlipStore((state) => state.ticket);
export const useSlipDispatch = () => useSlipStore((state) => state.dispatch);
export const useIsSelected = (key: string) =>
  useSlipStore((state) => state.ticket.selectedOutcomeIds.includes(key));
export const useSelectionCount = () =>
  useSlipStore((state) => state.ticket.bets.reduce((count, bet) => count + bet.selections.length, 0));
