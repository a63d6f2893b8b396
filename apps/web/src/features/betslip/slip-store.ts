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
import { machineDispatcher } from './machines';

type EffectHandler = (effect: TicketEffect) => void;
const effectHandlers = new Set<EffectHandler>();
/** Effects of transitions made while no edge listened (the slip runtime is loaded on demand). */
let waiting: TicketEffect[] = [];
/** Bets read from sessionStorage, restored once the persisted state is merged. */
let restoring: SlipBet[] | null = null;

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
          if (effectHandlers.size === 0 && next.effects.length > 0) {
            waiting.push(...next.effects);
            set({ effectsWaiting: true });
            return;
          }
          for (const effect of next.effects) for (const handler of effectHandlers) handler(effect);
        },
        // NOTE: live pages send every market change here; with an empty slip (most visits) that
        // must not load the machine, and the machine would return the ticket unchanged anyway.
        (event) => get().ticket.bets.length === 0 && BETS_ONLY.has(event.type),
      );
      return { ticket: initialTicket, effectsWaiting: false, dispatch };
    },
    {
      name: 'bets',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ bets: state.ticket.bets }),
      merge: (persisted, current) => {
        const bets = (persisted as { bets?: SlipBet[] } | undefined)?.bets;
        if (Array.isArray(bets) && bets.length > 0) restoring = bets;
        return current;
      },
      // Restoring goes through the machine, so selected outcomes and the state follow from the bets.
      onRehydrateStorage: () => () => {
        const bets = restoring;
        restoring = null;
        if (bets) useSlipStore.getState().dispatch({ type: 'restore_finished', bets });
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
