import { MarketStatus, type TOutcome, ZRaceCard } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { NewMarket } from '../../db/schema';
import { raceCardOf } from '../match-info';
import { priceMarketsAt, progressAt } from './index';
import { RACE_PLACE_MARKET, RACE_WIN_MARKET } from './markets/race';
import type { RaceScript } from './script';
import { distanceText } from './script/race';
import { aReference, aWindow, DAY, NOW, scriptOf, sportKeyOf } from './test-fixtures';

const ref = aReference();
const races = aWindow(NOW, NOW + DAY).filter((e) => sportKeyOf(ref, e.match) === 'horse-racing');
const race = (i: number) => {
  const event = races[i];
  if (!event) throw new Error(`no race ${i}`);
  return { ...event, script: scriptOf(event.match) as RaceScript };
};
const oddsOf = (markets: NewMarket[], id: number) =>
  (JSON.parse(markets.find((m) => m.market_id === id)?.outcomes ?? '[]') as TOutcome[]).map((o) => o.odds);

describe('horse races', () => {
  it('run at every course round the clock: six courses, a race every half hour at each', () => {
    expect(races.length).toBe(6 * 48);
  });

  it('have a field of 6 to 12 from the course, in distinct stalls, finishing in an order of them all', () => {
    for (let i = 0; i < races.length; i++) {
      const { script, match } = race(i);
      expect(script.family).toBe('race');
      const numbers = script.runners.map((r) => r.n);
      expect(numbers.length).toBeGreaterThanOrEqual(6);
      expect(numbers.length).toBeLessThanOrEqual(12);
      expect(new Set(script.runners.map((r) => r.c)).size).toBe(numbers.length);
      expect(new Set(script.runners.map((r) => r.draw)).size).toBe(numbers.length);
      expect([...script.order].sort((a, b) => a - b)).toEqual(numbers);
      expect(script.cp.at(-1)).toEqual(script.order);
      expect(match.name).toContain(`(${distanceText(script.dist)})`);
    }
    expect(distanceText(6)).toBe('6f');
    expect(distanceText(8)).toBe('1m');
    expect(distanceText(10)).toBe('1m 2f');
  });

  it('have cards the contract takes (the racecard route validates its replies)', () => {
    for (let i = 0; i < races.length; i++) {
      const { match, script } = race(i);
      const parsed = ZRaceCard.safeParse(raceCardOf(Number(match.id), script));
      expect(parsed.success, `${match.slug}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('are won by the strongest runner about as often as racing favourites win (a third)', () => {
    let favourites = 0;
    for (let i = 0; i < races.length; i++) {
      const { script } = race(i);
      const strongest = [...script.runners].sort((a, b) => b.r - a.r)[0]?.n;
      if (script.order[0] === strongest) favourites++;
    }
    expect(favourites / races.length).toBeGreaterThan(0.25);
    expect(favourites / races.length).toBeLessThan(0.5);
  });

  it('price at the opening show until the last hour, then move step by step up to the off', () => {
    const { match } = race(10);
    const at = (minutesToOff: number) => priceMarketsAt(match, match.start_time - minutesToOff * 60_000);
    expect(oddsOf(at(180), RACE_WIN_MARKET)).toEqual(oddsOf(at(90), RACE_WIN_MARKET));
    const moves = [50, 40, 30, 20, 10, 1].map((m) => oddsOf(at(m), RACE_WIN_MARKET).join(','));
    expect(new Set(moves).size).toBeGreaterThan(3);
    // Within one 30-second step the price holds (the feed writes only what changed).
    expect(oddsOf(at(10), RACE_WIN_MARKET)).toEqual(oddsOf(at(10 - 0.2), RACE_WIN_MARKET));
  });

  it('pay a place at the each-way fraction of the win odds', () => {
    for (let i = 0; i < 20; i++) {
      const { match, script } = race(i);
      const markets = priceMarketsAt(match, match.start_time - 5 * 60_000);
      const share = script.runners.length >= 8 ? 5 : 4;
      const places = script.runners.length >= 8 ? 3 : 2;
      expect(markets.find((m) => m.market_id === RACE_PLACE_MARKET)?.specifier).toBe(`places=${places}`);
      const win = oddsOf(markets, RACE_WIN_MARKET);
      oddsOf(markets, RACE_PLACE_MARKET).forEach((odds, j) => {
        expect(Math.abs(odds - (1000 + ((win[j] ?? 0) - 1000) / share))).toBeLessThanOrEqual(5);
      });
    }
  });

  it('shut the book at the off, show the running order, and settle at the line', () => {
    const { match, script } = race(3);
    expect(
      priceMarketsAt(match, match.start_time - 1000).every((m) => m.status === MarketStatus.allowed),
    ).toBe(true);
    const half = match.start_time + (script.dur * 1000) / 2;
    expect(priceMarketsAt(match, half).every((m) => m.status === MarketStatus.suspended)).toBe(true);
    const running = progressAt(match, half);
    expect(running.status).toBe(1);
    expect(running.statistics?.race?.finished).toBe(false);
    expect([...(running.statistics?.race?.order ?? [])].sort((a, b) => a - b)).toEqual(
      script.runners.map((r) => r.n),
    );
    const end = match.start_time + script.dur * 1000;
    const done = progressAt(match, end);
    expect(done.status).toBe(4);
    expect(done.statistics?.race).toEqual({ order: script.order, covered: 1, finished: true });
    expect(priceMarketsAt(match, end).every((m) => m.status === MarketStatus.settled)).toBe(true);
  });
});
