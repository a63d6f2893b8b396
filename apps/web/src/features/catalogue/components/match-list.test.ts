import { describe, expect, it } from 'vitest';
import type { ListMatch } from '../api/matches';
import { byTournament } from './match-list';

const match = (id: number, tournament: number, start: string) =>
  ({
    id,
    start_time: start,
    sport: { key: 'football' },
    category: { name: 'England' },
    tournament: { id: tournament, name: `T${tournament}`, slug: `t${tournament}` },
  }) as unknown as ListMatch;

// As a priority-sorted page comes: tournament 1 first, its big match (Wednesday) before Tuesday's.
const page = [
  match(1, 1, '2026-12-02T20:00:00Z'),
  match(2, 1, '2026-12-01T20:00:00Z'),
  match(3, 2, '2026-12-03T18:00:00Z'),
  match(4, 1, '2026-12-02T17:45:00Z'),
  match(5, 2, '2026-12-01T12:00:00Z'),
];
const ids = (groups: ReturnType<typeof byTournament>) => groups.map((g) => g.matches.map((m) => m.id));

describe('byTournament', () => {
  it('keeps the groups in the order of their first match, and the server order inside them', () => {
    const groups = byTournament(page);
    expect(groups.map((g) => g.title)).toEqual(['England · T1', 'England · T2']);
    expect(ids(groups)).toEqual([
      [1, 2, 4],
      [3, 5],
    ]);
  });

  it('puts each group in kick-off order when asked (lists sorted by priority)', () => {
    expect(ids(byTournament(page, true))).toEqual([
      [2, 4, 1],
      [5, 3],
    ]);
  });

  it('breaks kick-off ties by id, so server and browser render the same order', () => {
    const tied = [match(9, 1, '2026-12-01T20:00:00Z'), match(8, 1, '2026-12-01T20:00:00Z')];
    expect(ids(byTournament(tied, true))).toEqual([[8, 9]]);
  });
});
