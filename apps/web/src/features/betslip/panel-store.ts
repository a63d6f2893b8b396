'use client';

import { create } from 'zustand';
import { INITIAL_PANEL, type PanelEvent, type PanelState, panelReducer } from './panel';

/**
 * The bet slip panel's state in a store, so that other features can open it (a restored share
 * code opens it on the bet-slip tab). Persisted for the session by the panel itself.
 */
export const usePanelStore = create<{ panel: PanelState; dispatch: (event: PanelEvent) => void }>()(
  (set, get) => ({
    panel: INITIAL_PANEL,
    dispatch: (event) => {
      const next = panelReducer(get().panel, event);
      if (next !== get().panel) set({ panel: next });
    },
  }),
);

/** Opens the panel on a tab (SPEC §4 'Share restore': the slip opens on the bet slip tab). */
export const openPanel = (tab: PanelState['tab']) => usePanelStore.getState().dispatch({ type: 'open', tab });
