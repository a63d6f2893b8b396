import { createSelection, initialTicket, type Odds1000, type TicketEffect } from '@sportsbook/betting';
import { afterEach, describe, expect, it } from 'vitest';
import './machines-loaded';
import { onTicketEffect, useSlipStore } from './slip-store';

const livePick = () =>
  createSelection({
    matchId: 9,
    matchStatus: 1,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds: 2000 as Odds1000,
    provider: 'betradar',
  });

const quickClick = () =>
  useSlipStore.getState().dispatch({ type: 'select_outcome', selection: livePick(), quickMode: true });

describe('the slip store before its runtime is loaded', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    useSlipStore.setState({ ticket: initialTicket, effectsWaiting: false });
  });

  it('keeps an effect asked for while nothing listens and hands it to the first listener', () => {
    quickClick();
    expect(useSlipStore.getState().effectsWaiting).toBe(true);

    const seen: TicketEffect['type'][] = [];
    stops.push(onTicketEffect((effect) => seen.push(effect.type)));

    expect(seen).toEqual(['quick_bet']);
    expect(useSlipStore.getState().effectsWaiting).toBe(false);
  });

  it('hands effects straight to a listener that is there, and keeps none back', () => {
    const seen: TicketEffect['type'][] = [];
    stops.push(onTicketEffect((effect) => seen.push(effect.type)));
    quickClick();
    expect(seen).toEqual(['quick_bet']);
    expect(useSlipStore.getState().effectsWaiting).toBe(false);

    const later: TicketEffect['type'][] = [];
    stops.push(onTicketEffect((effect) => later.push(effect.type)));
    expect(later).toEqual([]);
  });
});
