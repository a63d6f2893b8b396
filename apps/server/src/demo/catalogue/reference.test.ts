import { describe, expect, it } from 'vitest';
import { generateMatches, generateReferenceData } from './index';
import { aReference, aWindow, DAY, HOUR, NOW, SEED } from './test-fixtures';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('reference data', () => {
  const ref = aReference();

  it('offers the twelve regular sports and at least four cybersport titles', () => {
    const regular = ref.sports.filter((s) => s.type === 'regular').map((s) => s.key);
    expect(regular).toEqual(
      expect.arrayContaining([
        'football',
        'basketball',
        'tennis',
        'ice-hockey',
        'volleyball',
        'handball',
        'baseball',
        'american-football',
        'table-tennis',
        'cricket',
        'rugby',
        'darts',
      ]),
    );
    const cyber = ref.sports.filter((s) => s.type === 'cyber');
    expect(cyber.length).toBeGreaterThanOrEqual(4);
    expect(cyber.every((s) => s.provider === 'oddin')).toBe(true);
  });

  it('puts each sport on its provider with a provider-style urn', () => {
    const prefix = { betradar: 'sr', oddin: 'od', betconstruct: 'bc' } as const;
    for (const s of ref.sports) expect(s.urn_id).toMatch(new RegExp(`^${prefix[s.provider]}:sport:\\d+$`));
    const provider = (key: string) => ref.sports.find((s) => s.key === key)?.provider;
    expect(provider('football')).toBe('betradar');
    expect(provider('table-tennis')).toBe('betconstruct');
    expect(provider('darts')).toBe('betconstruct');
    expect(provider('counter-strike')).toBe('oddin');
  });

  it('orders the menu by priority with football first', () => {
    const sorted = [...ref.sports].sort((a, b) => b.priority - a.priority);
    expect(sorted[0]?.key).toBe('football');
    expect(new Set(ref.sports.map((s) => s.priority)).size).toBe(ref.sports.length);
  });

  it('uses kebab-case sport keys and slugs', () => {
    expect([ref.sports.length, ref.categories.length, ref.tournaments.length]).not.toContain(0);
    for (const s of ref.sports) expect(s.key).toMatch(KEBAB);
    for (const c of ref.categories) expect(c.slug).toMatch(KEBAB);
    for (const t of ref.tournaments) expect(t.slug).toMatch(KEBAB);
  });

  it('has real-looking countries with ISO codes and the major tournaments', () => {
    const names = ref.categories.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['England', 'Spain', 'Germany', 'Italy', 'France', 'USA']));
    expect(ref.categories.find((c) => c.name === 'Spain')?.country_code).toBe('ES');
    expect(ref.categories.find((c) => c.name === 'England')?.country_code).toBe('ENG');
    const tournaments = ref.tournaments.map((t) => t.name);
    expect(tournaments).toEqual(
      expect.arrayContaining(['Premier League', 'LaLiga', 'NBA', 'NHL', 'WTA 1000']),
    );
  });

  it('gives teams a logo and individual players none', () => {
    const sportOf = new Map(ref.sports.map((s) => [s.id, s.key]));
    for (const c of ref.competitors) {
      const individual = ['tennis', 'table-tennis', 'darts', 'horse-racing'].includes(
        sportOf.get(c.sport_id) ?? '',
      );
      expect(c.logo).toBe(individual ? null : `/api/sportsbook/logos/${c.id}.svg`);
      expect(c.abbreviation).toMatch(/^[A-Z0-9]{1,3}$/);
    }
  });

  it('keeps competitor names unique within a sport', () => {
    const seen = new Set<string>();
    for (const c of ref.competitors) {
      const key = `${c.sport_id}:${c.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('keeps slugs unique within a sport across categories, tournaments and matches', () => {
    const events = aWindow(NOW - 2 * DAY, NOW + 7 * DAY);
    const seen = new Map<number, Set<string>>();
    const add = (sportId: number, slug: string) => {
      const set = seen.get(sportId) ?? new Set<string>();
      seen.set(sportId, set);
      expect(set.has(slug), `${sportId}/${slug}`).toBe(false);
      set.add(slug);
    };
    for (const c of ref.categories) add(c.sport_id, c.slug);
    for (const t of ref.tournaments) add(t.sport_id, t.slug);
    for (const e of events) add(e.match.sport_id, e.match.slug);
  });
});

describe('determinism', () => {
  it('the same seed gives the same catalogue', () => {
    expect(generateReferenceData(SEED)).toEqual(generateReferenceData(SEED));
    const ref = generateReferenceData(SEED);
    expect(generateMatches(SEED, ref, NOW, NOW + 6 * HOUR)).toEqual(
      generateMatches(SEED, ref, NOW, NOW + 6 * HOUR),
    );
  });

  it('a different seed gives a different catalogue', () => {
    const a = generateReferenceData(1);
    const b = generateReferenceData(2);
    expect(a.competitors.map((c) => c.name)).not.toEqual(b.competitors.map((c) => c.name));
    const ma = generateMatches(1, a, NOW, NOW + 6 * HOUR).map((e) => e.match.script);
    const mb = generateMatches(2, b, NOW, NOW + 6 * HOUR).map((e) => e.match.script);
    expect(ma).not.toEqual(mb);
  });

  it('keeps ids stable across seeds so reference rows can be reloaded', () => {
    const a = generateReferenceData(1);
    const b = generateReferenceData(2);
    expect(a.sports).toEqual(b.sports);
    expect(a.tournaments).toEqual(b.tournaments);
    expect(a.competitors.map((c) => c.id)).toEqual(b.competitors.map((c) => c.id));
  });
});
