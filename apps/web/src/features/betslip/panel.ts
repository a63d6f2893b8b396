/** SPEC §2 'Bet slip panel' tabs. */
export type PanelTab = 'BET_SLIP' | 'MY_BETS';

export interface PanelState {
  open: boolean;
  tab: PanelTab;
}

export type PanelEvent =
  | { type: 'toggle' }
  | { type: 'open'; tab?: PanelTab }
  | { type: 'close' }
  | { type: 'select_tab'; tab: PanelTab }
  /** `sheet`: the panel is a bottom sheet over the page (small screens), not a sidebar. */
  | { type: 'selection_count_changed'; from: number; to: number; sheet: boolean }
  | { type: 'route_changed' }
  | { type: 'my_bets_visibility'; visible: boolean };

export const INITIAL_PANEL: PanelState = { open: false, tab: 'BET_SLIP' };

/** SPEC §4 'Bet slip panel', as a pure transition. */
export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'open':
      return { open: true, tab: event.tab ?? state.tab };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'select_tab':
      return state.tab === event.tab ? state : { ...state, tab: event.tab };
    case 'selection_count_changed':
      // Opens on the bet-slip tab when the count goes from 0 to positive; closes when it drops to 0.
      // As a sheet it would cover the list the player is picking from: it stays a bar showing the
      // count, on the bet-slip tab, until the player opens it.
      if (event.from === 0 && event.to > 0) return { open: !event.sheet, tab: 'BET_SLIP' };
      if (event.from > 0 && event.to === 0) return { ...state, open: false };
      return state;
    case 'route_changed':
      return state.open ? { ...state, open: false } : state;
    case 'my_bets_visibility':
      return !event.visible && state.tab === 'MY_BETS' ? { ...state, tab: 'BET_SLIP' } : state;
  }
}

/** The panel state persists for the session (SPEC §2), in sessionStorage under this key. */
export const PANEL_STORAGE_KEY = 'bet_slip_panel';

export function parsePanelState(raw: string | null): PanelState {
  if (!raw) return INITIAL_PANEL;
  try {
    const value = JSON.parse(raw) as Partial<PanelState>;
    return {
      open: value.open === true,
      tab: value.tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
    };
  } catch {
    return INITIAL_PANEL;
  }
}
