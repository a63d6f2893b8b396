import { describe, expect, it } from 'vitest';
import { INITIAL_PANEL, type PanelState, panelReducer, parsePanelState } from './panel';

const open: PanelState = { open: true, tab: 'MY_BETS' };

describe('bet slip panel (SPEC §4)', () => {
  it('opens on the bet-slip tab when the selection count goes from 0 to positive', () => {
    expect(
      panelReducer(
        { open: false, tab: 'MY_BETS' },
        { type: 'selection_count_changed', from: 0, to: 1, sheet: false },
      ),
    ).toEqual({
      open: true,
      tab: 'BET_SLIP',
    });
  });

  it('closes when the selection count drops to 0 from positive', () => {
    expect(
      panelReducer(
        { open: true, tab: 'BET_SLIP' },
        { type: 'selection_count_changed', from: 2, to: 0, sheet: false },
      ).open,
    ).toBe(false);
  });

  it('stays as it is when the count changes between positive values', () => {
    const state: PanelState = { open: false, tab: 'MY_BETS' };
    expect(panelReducer(state, { type: 'selection_count_changed', from: 1, to: 2, sheet: false })).toBe(
      state,
    );
  });

  it('as a bottom sheet, stays a bar on the bet-slip tab at the first pick, so the list stays in view', () => {
    expect(
      panelReducer(
        { open: false, tab: 'MY_BETS' },
        { type: 'selection_count_changed', from: 0, to: 1, sheet: true },
      ),
    ).toEqual({ open: false, tab: 'BET_SLIP' });
  });

  it('as a bottom sheet, still closes when the last selection goes', () => {
    expect(
      panelReducer(
        { open: true, tab: 'BET_SLIP' },
        { type: 'selection_count_changed', from: 1, to: 0, sheet: true },
      ).open,
    ).toBe(false);
  });

  it('closes on route change', () => {
    expect(panelReducer(open, { type: 'route_changed' }).open).toBe(false);
    expect(panelReducer(INITIAL_PANEL, { type: 'route_changed' })).toBe(INITIAL_PANEL);
  });

  it('switches to the bet-slip tab if My Bets is hidden by config', () => {
    expect(panelReducer(open, { type: 'my_bets_visibility', visible: false }).tab).toBe('BET_SLIP');
    expect(panelReducer(open, { type: 'my_bets_visibility', visible: true }).tab).toBe('MY_BETS');
  });

  it('toggles open and closed, and opens on a chosen tab', () => {
    expect(panelReducer(INITIAL_PANEL, { type: 'toggle' }).open).toBe(true);
    expect(panelReducer(open, { type: 'toggle' }).open).toBe(false);
    expect(panelReducer(INITIAL_PANEL, { type: 'open', tab: 'MY_BETS' })).toEqual({
      open: true,
      tab: 'MY_BETS',
    });
    expect(panelReducer(open, { type: 'select_tab', tab: 'BET_SLIP' }).tab).toBe('BET_SLIP');
    expect(panelReducer(open, { type: 'close' }).open).toBe(false);
  });

  it('reads its persisted state defensively', () => {
    expect(parsePanelState(null)).toEqual(INITIAL_PANEL);
    expect(parsePanelState('not json')).toEqual(INITIAL_PANEL);
    expect(parsePanelState('{"open":true,"tab":"MY_BETS"}')).toEqual({ open: true, tab: 'MY_BETS' });
    expect(parsePanelState('{"open":"yes","tab":"OTHER"}')).toEqual(INITIAL_PANEL);
  });
});
