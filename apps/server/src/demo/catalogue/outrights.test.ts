import { describe, expect, it } from 'vitest';
import { generateOutrights } from './index';
import { aReference, NOW, outcomesOf, overroundOf, SEED } from './test-fixtures';

const ref = aReference();

describe('outrights', () => {
  const outrights = generateOutrights(SEED, ref, NOW);

  it('exist for the major tournaments', () => {
    const slugs = new Set(
      outrights.map((o) => ref.tournaments.find((t) => t.id === o.match.tournament_id)?.slug),
    );
    for (const slug of [
      'premier-league',
      'laliga',
      'bundesliga',
      'serie-a',
      'ligue-1',
      'champions-league',
      'nba',
      'nhl',
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('are outrights of the season containing now (or the next one off-season), with a winner market', () => {
    for (const { match, markets } of outrights) {
      expect(match.type).toBe('outright');
      expect(match.home_id).toBeNull();
      expect(match.status).toBe(0);
      expect(match.end_time ?? 0).toBeGreaterThan(NOW);
      expect(match.end_time ?? 0).toBeGreaterThan(match.start_time);
      expect(markets.filter((m) => m.is_main === 1).length).toBe(1);
      const winner = markets.find((m) => m.is_main === 1);
      expect(winner?.name).toBe('Winner');
      expect(outcomesOf(winner ?? ({ outcomes: '[]' } as never)).length).toBeGreaterThanOrEqual(8);
      for (const m of markets) {
        expect(overroundOf(m)).toBeGreaterThanOrEqual(1.03);
        expect(overroundOf(m)).toBeLessThanOrEqual(1.08);
      }
    }
    const pl = outrights.find((o) => o.match.name.startsWith('Premier League'));
    expect(pl?.match.name).toBe('Premier League 2025/26 – Winner');
    expect(pl?.match.start_time).toBeLessThanOrEqual(NOW);
    // January is MLB's off-season: its outright is for the coming season.
    const mlb = outrights.find((o) => o.match.name.startsWith('MLB'));
    expect(mlb?.match.name).toBe('MLB 2026 – Winner');
  });

  it('keep their ids within a season and change them for the next', () => {
    const later = generateOutrights(SEED, ref, NOW + 30 * 24 * 3600_000);
    expect(later.map((o) => o.match.id)).toEqual(outrights.map((o) => o.match.id));
    const nextSeason = generateOutrights(SEED, ref, Date.UTC(2026, 8, 1));
    const pl = (list: typeof outrights) =>
      list.find((o) => o.match.name.startsWith('Premier League'))?.match.id;
    expect(pl(nextSeason)).not.toBe(pl(outrights));
  });
});
