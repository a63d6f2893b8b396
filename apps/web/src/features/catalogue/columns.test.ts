import { describe, expect, it } from 'vitest';
import type { ListMatch } from './api/matches';
import { byShortestPrice, matchResult, outcomeColumns, withHeadings } from './columns';

const names = (...list: string[]) => list.map((name, i) => ({ id: String(i + 1), name }));

let nextId = 1;
/** A list match: Arsenal v Chelsea with a 1X2 main market unless told otherwise. */
const aMatch = (over: Partial<ListMatch> = {}): ListMatch =>
  ({
    id: nextId++,
    type: 'match',
    status: 0,
    competitors: { home: { name: 'Arsenal' }, away: { name: 'Chelsea' } },
    main_market: {
      id: 1,
      name: '1X2',
      specifier: '',
      status: 1,
      outcomes: [
        { id: '1', name: 'Arsenal', active: true, odds: 2100 },
        { id: '2', name: 'Draw', active: true, odds: 3300 },
        { id: '3', name: 'Chelsea', active: true, odds: 3500 },
      ],
    },
    statistics: null,
    ...over,
  }) as ListMatch;

const kinds = (columns: ReturnType<typeof outcomeColumns>) =>
  columns?.map((c) => (c.kind === 'name' ? c.name : c.kind));

describe('outcomeColumns', () => {
  it('labels a home / draw / away market 1 X 2', () => {
    expect(
      kinds(outcomeColumns(names('Real Madrid', 'Draw', 'Barcelona'), 'Real Madrid', 'Barcelona')),
    ).toEqual(['home', 'draw', 'away']);
  });

  it('labels a winner market of the two competitors 1 2', () => {
    expect(kinds(outcomeColumns(names('Nadal', 'Federer'), 'Nadal', 'Federer'))).toEqual(['home', 'away']);
  });

  it('labels double chance 1X 12 X2 by its outcome ids', () => {
    const outcomes = [
      { id: '9', name: 'Arsenal or draw' },
      { id: '10', name: 'Arsenal or Chelsea' },
      { id: '11', name: 'Draw or Chelsea' },
    ];
    expect(kinds(outcomeColumns(outcomes, 'Arsenal', 'Chelsea'))).toEqual([
      'homeOrDraw',
      'homeOrAway',
      'drawOrAway',
    ]);
  });

  it("heads any other market's columns with its outcome names", () => {
    expect(kinds(outcomeColumns(names('Over 2.5', 'Under 2.5'), 'Arsenal', 'Chelsea'))).toEqual([
      'Over 2.5',
      'Under 2.5',
    ]);
    // The competitors in the other order are not a home / away market.
    expect(kinds(outcomeColumns(names('Chelsea', 'Arsenal'), 'Arsenal', 'Chelsea'))).toEqual([
      'Chelsea',
      'Arsenal',
    ]);
  });

  it('has no columns without outcomes', () => {
    expect(outcomeColumns([], 'Arsenal', 'Chelsea')).toBeNull();
    expect(outcomeColumns(undefined, 'Arsenal', 'Chelsea')).toBeNull();
  });
});

describe('withHeadings', () => {
  const shownAt = (matches: ListMatch[]) =>
    withHeadings(matches).flatMap((entry, i) =>
      entry.headings ? [[i, kinds(entry.headings)?.join(' ')]] : [],
    );

  it('heads a league block once when every row has the same columns', () => {
    expect(shownAt([aMatch(), aMatch(), aMatch()])).toEqual([[0, 'home draw away']]);
  });

  it('heads the columns again where they change, and after an outright', () => {
    const winner = aMatch({
      main_market: {
        id: 186,
        name: 'Winner',
        specifier: '',
        status: 1,
        outcomes: [
          { id: '4', name: 'Arsenal', active: true, odds: 1500 },
          { id: '5', name: 'Chelsea', active: true, odds: 2500 },
        ],
      },
    });
    const outright = aMatch({ type: 'outright', competitors: { home: null, away: null } });
    expect(shownAt([aMatch(), winner, winner, outright, aMatch()])).toEqual([
      [0, 'home draw away'],
      [1, 'home away'],
      [4, 'home draw away'],
    ]);
  });

  it('neither heads nor breaks the columns at a row without prices', () => {
    expect(shownAt([aMatch(), aMatch({ main_market: null }), aMatch()])).toEqual([[0, 'home draw away']]);
  });

  it('gives finished matches no price columns', () => {
    expect(shownAt([aMatch({ status: 4 }), aMatch({ status: 3 })])).toEqual([]);
  });
});

describe('byShortestPrice', () => {
  it('puts the favourites first and the prices that cannot be taken last, ties in feed order', () => {
    const outcomes = [
      { id: 'a', odds: 9000, active: true },
      { id: 'b', odds: 1500, active: false },
      { id: 'c', odds: 3000, active: true },
      { id: 'd', odds: 9000, active: true },
      { id: 'e', odds: 2500, active: true },
    ];
    expect(byShortestPrice(outcomes).map((o) => o.id)).toEqual(['e', 'c', 'a', 'd', 'b']);
  });
});

describe('matchResult', () => {
  const scored = (home: number, away: number) =>
    aMatch({ statistics: { total_score: { home, away } } as ListMatch['statistics'] });

  it('names the side with more goals the winner, and equal scores a draw', () => {
    expect(matchResult(scored(2, 1))).toEqual({ home: 2, away: 1, winner: 'home' });
    expect(matchResult(scored(0, 3))?.winner).toBe('away');
    expect(matchResult(scored(1, 1))?.winner).toBe('draw');
  });

  it('has no result without a final score', () => {
    expect(matchResult(aMatch())).toBeNull();
  });
});
