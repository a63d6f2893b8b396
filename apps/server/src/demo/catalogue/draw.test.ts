import { MarketStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { priceMarketsAt, progressAt } from './index';
import { DRAW_NUMBER_MARKET } from './markets/draw';
import type { DrawScript } from './script';
import { aReference, aWindow, DAY, NOW, overroundOf, scriptOf, sportKeyOf } from './test-fixtures';

const ref = aReference();
const draws = aWindow(NOW, NOW + DAY).filter((e) => sportKeyOf(ref, e.match) === 'lotteries');

describe('lottery draws', () => {
  it('run on the clock: a 6/49 every ten minutes and a 5/35 every half hour', () => {
    const byName = (name: string) => draws.filter((d) => d.match.name === name).length;
    expect(byName('Lucky 6/49')).toBe(144);
    expect(byName('Daily 5/35')).toBe(48);
  });

  it('draw distinct balls of their pool, one every few seconds, the book shut while they come out', () => {
    for (const { match } of draws) {
      const script = scriptOf(match) as unknown as DrawScript;
      expect(script.drawn).toHaveLength(script.balls);
      expect(new Set(script.drawn).size).toBe(script.balls);
      expect(script.drawn.every((n) => n >= 1 && n <= script.pool)).toBe(true);
    }
    const { match } = draws[0] as (typeof draws)[number];
    const script = scriptOf(match) as unknown as DrawScript;
    const at = (s: number) => match.start_time + s * 1000;
    expect(priceMarketsAt(match, at(-1)).every((m) => m.status === MarketStatus.allowed)).toBe(true);
    const midway = progressAt(match, at((script.at[2] ?? 0) + 1));
    expect(midway.statistics?.draw).toEqual({
      drawn: script.drawn.slice(0, 3),
      balls: script.balls,
      pool: script.pool,
      finished: false,
    });
    expect(
      priceMarketsAt(match, at(script.at[2] ?? 0)).every((m) => m.status === MarketStatus.suspended),
    ).toBe(true);
    const done = progressAt(match, at(script.dur));
    expect(done.status).toBe(4);
    expect(done.statistics?.draw?.drawn).toEqual(script.drawn);
  });

  it('price every number alike, with the book’s margin over the balls drawn', () => {
    const { match, markets } = draws[0] as (typeof draws)[number];
    const numbers = markets.find((m) => m.market_id === DRAW_NUMBER_MARKET);
    if (!numbers) throw new Error('no number market');
    const odds = new Set((JSON.parse(numbers.outcomes) as { odds: number }[]).map((o) => o.odds));
    expect(odds.size).toBe(1);
    expect(overroundOf(numbers)).toBeGreaterThan(1.03);
    expect(overroundOf(numbers)).toBeLessThan(1.08);
    expect(match.home_id).toBeNull();
  });
});
