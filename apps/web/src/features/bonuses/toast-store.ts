import type { TBonusIssuedData, TBonusType } from '@sportsbook/contract';
import { create } from 'zustand';

/** The bonus toasts waiting for the player (SPEC §2), filled by `bonus_issued` (queries.ts). */
interface BonusToastState {
  /** One card per bonus type: the latest bonus of that type issued. */
  toasts: TBonusIssuedData[];
  push: (bonus: TBonusIssuedData) => void;
  dismiss: (type: TBonusType) => void;
  clear: () => void;
}

export const useBonusToasts = create<BonusToastState>()((set) => ({
  toasts: [],
  push: (bonus) => set((s) => ({ toasts: [...s.toasts.filter((t) => t.type !== bonus.type), bonus] })),
  dismiss: (type) => set((s) => ({ toasts: s.toasts.filter((t) => t.type !== type) })),
  clear: () => set((s) => (s.toasts.length === 0 ? s : { toasts: [] })),
}));
