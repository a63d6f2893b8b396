'use client';

import {
  initialTicket,
  type SlipBet,
  type Ticket,
  type TicketEffect,
  type TicketEvent,
  ticketReducer,
} from '@sportsbook/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type EffectHandler = (effect: TicketEffect) => void;
const effectHandlers = new Set<EffectHandler>();
/** Effects of transitions made while no edge listened (the slip runtime is loaded on demand). */
let waiting: TicketEffect[] = [];

/**
 * Lets an edge (modals, quick bet, the placement call) act on what a transition asks for. Effects
 * that came before any edge listened are handed to the first one, in order.
 */
export function onTicketEffect(handler: EffectHandler): () => void {
  effectHandlers.add(handler);
  const earlier = waiting;
  waiting = [];
  if (earlier.length > 0) useSlipStore.setState({ effectsWaiting: false });
  for (const effect of earlier) handler(effect);
  return () => effectHandlers.delete(handler);
}

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
    (set, get) => ({
      ticket: initialTicket,
      effectsWaiting: false,
      dispatch: (event) => {
        const next = ticketReducer(get().ticket, event);
        if (next !== get().ticket) set({ ticket: next });
        if (effectHandlers.size === 0 && next.effects.length > 0) {
          waiting.push(...next.effects);
          set({ effectsWaiting: true });
          return;
        }
        for (const effect of next.effects) for (const handler of effectHandlers) handler(effect);
      },
    }),
    {
      name: 'bets',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ bets: state.ticket.bets }),
      merge: (persisted, current) => {
        const bets = (persisted as { bets?: SlipBet[] } | undefined)?.bets;
        if (!Array.isArray(bets) || bets.length === 0) return current;
        // Restoring goes through the machine, so selected outcomes and the state follow from the bets.
        return { ...current, ticket: ticketReducer(current.ticket, { type: 'restore_finished', bets }) };
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
