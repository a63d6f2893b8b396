'use client';

import type { QuickBet, QuickBetEvent, Ticket, TicketEvent } from '@sportsbook/betting';

/** The two state machines of packages/betting the slip stores run. */
export interface Machines {
  ticketReducer: (state: Ticket, event: TicketEvent) => Ticket;
  quickBetReducer: (state: QuickBet, event: QuickBetEvent) => QuickBet;
}

let loaded: Machines | null = null;
let loading: Promise<Machines> | null = null;

/** The machines, if loaded. */
export const loadedMachines = (): Machines | null => loaded;

/** The load under way or done, null until a transition asked for it: lets a test see that none did. */
export const machinesLoading = (): Promise<Machines> | null => loading;

/** Called by `machines-loaded.ts` when it is evaluated (imported statically or loaded below). */
export function provideMachines(machines: Machines): void {
  loaded = machines;
}

/**
 * The ticket and quick-bet machines (with the slip rules, validation, serialisation) are their own
 * chunk, loaded with the first transition: a page shows and marks its selected odds without them,
 * and most visits put nothing in the slip.
 */
function loadMachines(): Promise<Machines> {
  loading ??= import('./machines-loaded').then(
    () => loaded as Machines,
    (error: unknown) => {
      loading = null; // the next transition tries again
      throw error;
    },
  );
  return loading;
}

/** The pauses before a failed load of the machines is tried again: doubling from the first to the last. */
export const MACHINES_RETRY_MS = { first: 1000, last: 30_000 };

/**
 * A dispatcher that applies events at once when the machines are loaded, and otherwise keeps them,
 * in order, until they are (events keep their order either way: none overtakes a kept one).
 * `unchanging` names events the machine would answer with the state unchanged, given the state as
 * it is: they are dropped unless events are kept (which might make them matter). A failed load (a
 * dropped connection) is tried again by itself, so a player's first pick is not left waiting for
 * the next; a new event tries again at once.
 */
export function machineDispatcher<E>(
  apply: (machines: Machines, event: E) => void,
  unchanging: (event: E) => boolean = () => false,
  load: () => Promise<Machines> = loadMachines,
): (event: E) => void {
  const kept: E[] = [];
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = MACHINES_RETRY_MS.first;
  const drain = (machines: Machines) => {
    pause = MACHINES_RETRY_MS.first;
    for (const event of kept.splice(0)) apply(machines, event);
  };
  const tryLoad = () => {
    clearTimeout(retry);
    retry = undefined;
    load().then(drain, () => {
      // Loads under way together fail together: one of them sets the next try.
      if (retry !== undefined || kept.length === 0) return;
      retry = setTimeout(tryLoad, pause);
      pause = Math.min(pause * 2, MACHINES_RETRY_MS.last);
    });
  };
  return (event) => {
    if (kept.length === 0 && unchanging(event)) return;
    const machines = loaded;
    if (machines && kept.length === 0) {
      apply(machines, event);
      return;
    }
    kept.push(event);
    tryLoad();
  };
}

/**
 * Where a store's machine hands its effects to the edges (modals, the placement call, …). Effects of
 * transitions made while no edge listens (the slip runtime is loaded on demand) wait, in order, for
 * the first one; `setWaiting` mirrors whether any wait into the store.
 */
export function effectOutlet<F>(setWaiting: (waiting: boolean) => void) {
  const handlers = new Set<(effect: F) => void>();
  let waiting: F[] = [];
  return {
    deliver(effects: readonly F[]): void {
      if (effects.length === 0) return;
      if (handlers.size === 0) {
        waiting.push(...effects);
        setWaiting(true);
        return;
      }
      for (const effect of effects) for (const handler of handlers) handler(effect);
    },
    listen(handler: (effect: F) => void): () => void {
      handlers.add(handler);
      const earlier = waiting;
      waiting = [];
      if (earlier.length > 0) setWaiting(false);
      for (const effect of earlier) handler(effect);
      return () => handlers.delete(handler);
    },
  };
}
