'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface QuickBetMode {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
}

/**
 * Quick-bet mode (SPEC §4 'Quick bet'): a click on a live price bets at once instead of filling the
 * slip. Kept in sessionStorage under `quick_bet` (SPEC §9); the placing itself comes with placement.
 */
export const useQuickBetMode = create<QuickBetMode>()(
  persist((set) => ({ enabled: false, setEnabled: (enabled) => set({ enabled }) }), {
    name: 'quick_bet',
    storage: createJSONStorage(() => sessionStorage),
    skipHydration: true,
  }),
);
