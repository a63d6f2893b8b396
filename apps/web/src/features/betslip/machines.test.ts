import { createSelection, initialQuickBet, initialTicket, type Odds1000 } from '@sportsbook/betting';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const pick = (outcomeId: string) =>
  createSelection({
    matchId: 9,
    matchStatus: 0,
    marketId: 1,
    specifier: '',
    outcomeId,
    outcomeName: outcomeId,
    odds: 2000 as Odds1000,
    provider: 'betradar',
  });

/** Fresh modules: the machines not loaded yet, as on a page's first load. */
async function freshStores() {
  vi.resetModules();
  const machines = await import('./machines');
  const { useSlipStore } = await import('./slip-store');
  const { useQuickBetStore } = await import('./quick-bet-mode');
  return { machines, useSlipStore, useQuickBetStore };
}

describe('the slip stores before the machines are loaded', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('start from the machines’ own initial states without loading the machines', async () => {
    const { machines, useSlipStore, useQuickBetStore } = await freshStores();
    expect(useSlipStore.getState().ticket).toEqual(initialTicket);
    expect(useQuickBetStore.getState().quickBet).toEqual(initialQuickBet);
    expect(machines.loadedMachines()).toBeNull();
  });

  it('apply the first transitions, in order, once the machines are loaded', async () => {
    const { machines, useSlipStore } = await freshStores();
    expect(machines.loadedMachines()).toBeNull();
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'select_outcome', selection: pick('1'), quickMode: false });
    dispatch({ type: 'select_outcome', selection: pick('2'), quickMode: false });
    expect(useSlipStore.getState().ticket.bets).toEqual([]);

    await vi.waitFor(() => expect(useSlipStore.getState().ticket.selectedOutcomeIds).toHaveLength(2));
    const order = useSlipStore
      .getState()
      .ticket.bets.flatMap((bet) => bet.selections.map((s) => s.outcomeId));
    expect(order).toEqual(['1', '2']);
  });

  it('do not load them for live changes while the slip is empty', async () => {
    const { machines, useSlipStore } = await freshStores();
    useSlipStore.getState().dispatch({ type: 'provider_status_changed', statuses: { betradar: 'inactive' } });
    useSlipStore.getState().dispatch({ type: 'markets_changed', markets: [], mode: 'none' });
    // The load starts synchronously in dispatch, so nothing asked for it if it is still null here.
    expect(machines.machinesLoading()).toBeNull();
    expect(useSlipStore.getState().ticket).toEqual(initialTicket);

    // A pick does load them, and finds the dropped 'inactive' status not applied to it.
    useSlipStore.getState().dispatch({ type: 'select_outcome', selection: pick('1'), quickMode: false });
    expect(machines.machinesLoading()).not.toBeNull();
    await vi.waitFor(() => expect(useSlipStore.getState().ticket.bets).toHaveLength(1));
    expect(useSlipStore.getState().ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(false);
  });

  it('keep a live change that follows a pick still waiting for the machines', async () => {
    const { useSlipStore } = await freshStores();
    const { dispatch } = useSlipStore.getState();
    dispatch({ type: 'select_outcome', selection: pick('1'), quickMode: false });
    dispatch({ type: 'provider_status_changed', statuses: { betradar: 'inactive' } });
    await vi.waitFor(() => expect(useSlipStore.getState().ticket.bets).toHaveLength(1));
    expect(useSlipStore.getState().ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });

  it('run quick-bet transitions once the machines are loaded', async () => {
    const { useQuickBetStore } = await freshStores();
    useQuickBetStore.getState().dispatch({ type: 'toggle' });
    await vi.waitFor(() => expect(useQuickBetStore.getState().quickBet.isEnabled).toBe(true));
  });
});
