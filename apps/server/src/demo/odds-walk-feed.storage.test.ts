import { MatchStatus, type TOutcome } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { TEST_NOW, TEST_SEED } from '../test/databases';
import { generateMatches, generateReferenceData, priceMarketsAt, progressAt } from './catalogue/index';
import { OddsWalk, seededRandom } from './feed';

function liveMatches() {
  const ref = generateReferenceData(TEST_SEED);
  return generateMatches(TEST_SEED, ref, TEST_NOW - 6 * 3_600_000, TEST_NOW)
    .filter((e) => progressAt(e.match, TEST_NOW).status === MatchStatus.live)
    .map((e) => ({
      id: Number(e.match.id),
      markets: priceMarketsAt(
        {
          id: Number(e.match.id),
          urn_id: e.match.urn_id,
          start_time: e.match.start_time,
          script: e.match.script,
        },
        TEST_NOW,
      ),
    }));
}

const overround = (json: string) =>
  (JSON.parse(json) as TOutcome[]).reduce((sum, o) => sum + 1000 / o.odds, 0);

describe('the demo odds walk', () => {
  it('makes about FEED_RATE price changes per second across live matches, margins kept', () => {
    const walk = new OddsWalk(seededRandom(1));
    const live = liveMatches();
    expect(live.length).toBeGreaterThanOrEqual(30);
    const model = new Map<string, string>();
    for (const match of live) {
      for (const market of walk.adjust(match.id, 1, match.markets))
        model.set(`${market.match_id}|${market.market_id}|${market.specifier}`, market.outcomes);
    }
    const changed = walk.step(50, 1);
    // 50 steps land on 50 random lines; a line drawn twice is one change.
    expect(changed.length).toBeGreaterThan(40);
    expect(changed.length).toBeLessThanOrEqual(50);
    let moved = 0;
    for (const market of changed) {
      const before = model.get(`${market.match_id}|${market.market_id}|${market.specifier}`) as string;
      expect(market.status).toBe(1);
      if (before !== market.outcomes) moved++;
      const outcomes = (JSON.parse(market.outcomes) as TOutcome[]).length;
      expect(Math.abs(overround(market.outcomes) - overround(before))).toBeLessThanOrEqual(
        0.005 * outcomes + 1e-9,
      );
    }
    expect(moved).toBeGreaterThan(changed.length / 2);
  });

  it('carries a fraction of a change over to the next step', () => {
    const walk = new OddsWalk(seededRandom(2));
    for (const match of liveMatches()) walk.adjust(match.id, 1, match.markets);
    expect(walk.step(5, 0.1)).toHaveLength(0);
    expect(walk.step(5, 0.1).length).toBe(1);
  });

  it('forgets a match once it is no longer live', () => {
    const walk = new OddsWalk(seededRandom(3));
    const [first] = liveMatches();
    if (!first) throw new Error('no live match');
    walk.adjust(first.id, 1, first.markets);
    walk.adjust(first.id, 4, first.markets);
    expect(walk.step(100, 1)).toEqual([]);
  });
});
