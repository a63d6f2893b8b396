import { describe, expect, it } from 'vitest';
import { generateOutrights, priceMarketsAt } from './index';
import { aReference, aWindow, DAY, NOW, SEED } from './test-fixtures';

/** Every number bound for an integer column (times are PostgreSQL bigint) must be a whole number. */
function fractionalFields(rows: object[], prefix: string): string[] {
  const found = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number' && !Number.isInteger(value)) found.add(`${prefix}.${key}`);
    }
  }
  return [...found];
}

describe('generated rows fit the storage columns', () => {
  it('stores only whole numbers in integer and bigint columns', () => {
    const events = [...aWindow(NOW - 2 * DAY, NOW + 7 * DAY), ...generateOutrights(SEED, aReference(), NOW)];
    const priced = events.slice(0, 500).flatMap((e) =>
      priceMarketsAt(
        {
          id: Number(e.match.id),
          urn_id: e.match.urn_id,
          start_time: e.match.start_time,
          script: e.match.script,
        },
        NOW,
      ),
    );
    expect([
      ...fractionalFields(
        events.map((e) => e.match),
        'match',
      ),
      ...fractionalFields(
        events.flatMap((e) => e.markets),
        'market',
      ),
      ...fractionalFields(priced, 'priced'),
    ]).toEqual([]);
  });
});
