// @vitest-environment jsdom
import type { TOutcome } from '@sportsbook/contract';
import { MarketStatus, MatchStatus } from '@sportsbook/contract/light';
import { act, cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { OddsButton, type OddsMatchRef } from './odds-button';

const match: OddsMatchRef = {
  id: 7,
  slug: 'home-vs-away-7',
  name: 'Home vs Away',
  sportKey: 'football',
  provider: 'betradar',
  status: 1,
  home: 'Home',
  away: 'Away',
  category: 'England',
};
const market = { id: 1, name: '1X2', specifier: '', status: 1 as const };
const anOutcome = (odds: number, over: Partial<TOutcome> = {}): TOutcome => ({
  id: '1',
  name: 'Home',
  active: true,
  odds,
  ...over,
});

let setOutcome: (outcome: TOutcome) => void = () => {};

/** A list row's part: the button with the outcome it is given. */
function Row({ first }: { first: TOutcome }) {
  const [outcome, set] = useState(first);
  setOutcome = set;
  return <OddsButton match={match} market={market} outcome={outcome} />;
}

/** The element that shows the price and which way it moved. */
const price = () => screen.getByRole('button').querySelector('.odds-move');

describe('a live odds button', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    cleanup();
    vi.runAllTimers(); // the shared clearing timer, so the next test starts without one
    vi.useRealTimers();
  });

  /** Renders the button; `change` gives it a new outcome, as a live update of the list does. */
  function renderButton(odds: number) {
    renderWithApp(<Row first={anOutcome(odds)} />);
    const change = (outcome: TOutcome) => act(() => setOutcome(outcome));
    return { change };
  }

  it('shows no direction before the price moves', () => {
    renderButton(2100);
    expect(price()?.textContent).toBe('2.10');
    expect(price()?.getAttribute('data-direction')).toBeNull();
  });

  it('shows the new price and which way it moved in the same render', () => {
    const { change } = renderButton(2100);
    change(anOutcome(2300));
    expect(price()?.textContent).toBe('2.30');
    expect(price()?.getAttribute('data-direction')).toBe('up');
    change(anOutcome(1900));
    expect(price()?.getAttribute('data-direction')).toBe('down');
  });

  it('stops showing the direction about 3 s after the last move', () => {
    const { change } = renderButton(2100);
    change(anOutcome(2300));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    change(anOutcome(2500));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // 4 s after the first move, 2 s after the second: still shown.
    expect(price()?.getAttribute('data-direction')).toBe('up');
    act(() => {
      vi.advanceTimersByTime(1300);
    });
    expect(price()?.getAttribute('data-direction')).toBeNull();
    expect(price()?.textContent).toBe('2.50');
  });

  it('shows no direction on a suspended price', () => {
    const { change } = renderButton(2100);
    change(anOutcome(2300, { active: false }));
    expect(price()?.textContent).toBe('—');
    expect(price()?.getAttribute('data-direction')).toBeNull();
  });
});

describe('a price with a short label (1 X 2 on a phone)', () => {
  afterEach(cleanup);

  it('shows the label in place of the name on a phone, and keeps the name in the accessible name', () => {
    renderWithApp(
      <OddsButton
        match={match}
        market={market}
        outcome={anOutcome(2100, { name: 'Real Madrid' })}
        shortLabel="1"
      />,
    );
    const button = screen.getByRole('button', { name: 'Real Madrid 2.10' });
    const label = within(button).getByText('1');
    const name = within(button).getByText('Real Madrid');
    // The breakpoint swaps them: the label below sm, the (otherwise cut) name from sm up.
    expect(label.className).toContain('sm:hidden');
    expect(name.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'sm:block']));
  });

  it('shows the name alone without a short label', () => {
    renderWithApp(
      <OddsButton match={match} market={market} outcome={anOutcome(2100, { name: 'Real Madrid' })} />,
    );
    const name = within(screen.getByRole('button')).getByText('Real Madrid');
    expect(name.className.split(' ')).not.toContain('hidden');
  });
});

describe('whether a price can be picked', () => {
  afterEach(cleanup);

  it.each([
    ['a live match, allowed market, active outcome', match, market, true],
    ['a finished match', { ...match, status: MatchStatus.finished }, market, false],
    ['a suspended market', match, { ...market, status: MarketStatus.suspended }, false],
  ] as const)('%s: enabled %s', (_, ofMatch, ofMarket, enabled) => {
    renderWithApp(<OddsButton match={ofMatch} market={ofMarket} outcome={anOutcome(2100)} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(!enabled);
  });
});
