'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the slip needs to know about a picked outcome (SPEC §3 'Bet selection'). */
export interface PickedOutcome {
  /** `${matchId}:${marketId}:${specifier}:${outcomeId}` */
  key: string;
  matchId: number;
  matchSlug: string;
  sportKey: string;
  matchName: string;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  odds: number;
  provider: string;
}

export const outcomeKey = (matchId: number, marketId: number, specifier: string, outcomeId: string) =>
  `${matchId}:${marketId}:${specifier}:${outcomeId}`;

interface SelectionState {
  picks: PickedOutcome[];
  toggle: (pick: PickedOutcome) => void;
  clear: () => void;
}

/**
 * The outcomes in the slip. Persisted in sessionStorage under `bets` (SPEC §9) so a reload keeps
 * the slip. The slip's bet types, stakes and validation come from packages/betting.
 */
export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      picks: [],
      toggle: (pick) =>
        set((state) =>
          state.picks.some((p) => p.key === pick.key)
            ? { picks: state.picks.filter((p) => p.key !== pick.key) }
            : { picks: [...state.picks, pick] },
        ),
      clear: () => set({ picks: [] }),
    }),
    { name: 'bets', storage: createJSONStorage(() => sessionStorage), skipHydration: true },
  ),
);

export const useIsPicked = (key: string) =>
  useSelectionStore((state) => state.picks.some((p) => p.key === key));
export const usePickCount = () => useSelectionStore((state) => state.picks.length);
