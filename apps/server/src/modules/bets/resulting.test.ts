import type { OutcomeResult } from '@sportsbook/betting';
import type { TMatchStatistics } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { NewMarket } from '../../db/schema';
import { priceMarketsAt, progressAt, WINNERS_PER_RESULT } from '../../demo/catalogue/index';
import {
  aReference,
  aWindow,
  DAY,
  instants,
  NOW,
  outcomesOf,
  scriptOf,
  sportKeyOf,
} from '../../demo/catalogue/test-fixtures';
import {
  type FinalScore,
  finalScoreOf,
  type PeriodResult,
  RESULTED_MARKET_IDS,
  resultOutcome,
} from './resulting';

// Factories --------------------------------------------------------------------------------------

type Score = readonly [number, number];

function aPeriod(number: number, [home, away]: Score, overrides: Partial<PeriodResult> = {}): PeriodResult {
  return { key: `period_${number}`, type: 'regular_period', number, home, away, ...overrides };
}

/** A score whose total is the sum of its periods. */
function aScore(sport: string, periods: readonly PeriodResult[]): FinalScore {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    home += p.home;
    away += p.away;
  }
  return { sport, home, away, periods };
}

/** A football score from its halves. */
function aFootballScore(first: Score, second: Score): FinalScore {
  return aScore('football', [
    aPeriod(1, first, { key: '1st_half' }),
    aPeriod(2, second, { key: '2nd_half' }),
  ]);
}

/** A set sport's score: the sets won, with each set's games (points, legs, kills) as its periods. */
function aSetsScore(sport: string, sets: readonly Score[]): FinalScore {
  const periods = sets.map((s, i) => aPeriod(i + 1, s, { key: `set_${i + 1}` }));
  return {
    sport,
    home: sets.filter(([h, a]) => h > a).length,
    away: sets.filter(([h, a]) => a > h).length,
    periods,
  };
}

/** Results of several outcomes of one market line, keyed by outcome id. */
function results(
  marketId: number,
  specifier: string,
  outcomeIds: readonly string[],
  score: FinalScore,
): Record<string, OutcomeResult | null> {
  return Object.fromEntries(
    outcomeIds.map((id) => [id, resultOutcome({ market_id: marketId, specifier }, id, score)]),
  );
}

function result(marketId: number, specifier: string, outcomeId: string, score: FinalScore) {
  return resultOutcome({ market_id: marketId, specifier }, outcomeId, score);
}

const HOME_AWAY = ['4', '5'];
const OVER_UNDER = ['12', '13'];
const AH = ['1714', '1715'];
const YES_NO = ['74', '76'];
const ONE_X_TWO = ['1', '2', '3'];

// Final score from statistics ---------------------------------------------------------------------

describe('final score from match statistics', () => {
  const stats: TMatchStatistics = {
    clock: null,
    total_score: { home: 3, away: 2 },
    game_score: null,
    period_scores: [
      {
        period_key: 'penalties',
        name: 'Penalties',
        number: 5,
        type: 'penalties',
        home_score: 1,
        away_score: 0,
      },
      {
        period_key: '1st_period',
        name: '1st period',
        number: 1,
        type: 'regular_period',
        home_score: 1,
        away_score: 0,
      },
      {
        period_key: '2nd_period',
        name: '2nd period',
        number: 2,
        type: 'regular_period',
        home_score: 0,
        away_score: 1,
      },
      {
        period_key: '3rd_period',
        name: '3rd period',
        number: 3,
        type: 'regular_period',
        home_score: 1,
        away_score: 1,
      },
      { period_key: 'overtime', name: 'Overtime', number: 4, type: 'overtime', home_score: 0, away_score: 0 },
    ],
    current_period: null,
    current_server: null,
    max_period_number: 3,
  };

  it('takes the total score and the period scores in playing order', () => {
    const score = finalScoreOf('ice-hockey', stats);
    expect(score).toEqual({
      sport: 'ice-hockey',
      home: 3,
      away: 2,
      periods: [
        { key: '1st_period', type: 'regular_period', number: 1, home: 1, away: 0 },
        { key: '2nd_period', type: 'regular_period', number: 2, home: 0, away: 1 },
        { key: '3rd_period', type: 'regular_period', number: 3, home: 1, away: 1 },
        { key: 'overtime', type: 'overtime', number: 4, home: 0, away: 0 },
        { key: 'penalties', type: 'penalties', number: 5, home: 1, away: 0 },
      ],
    });
  });

  it('has no final score without a total score', () => {
    expect(finalScoreOf('football', { ...stats, total_score: null })).toBeNull();
  });
});

// Regular time, overtime and penalties --------------------------------------------------------------

describe('regular time, overtime and penalties', () => {
  // Ice hockey 2:2 after regulation, 0:0 in overtime, home wins the shoot-out: 3:2 in total.
  const shootOut: FinalScore = aScore('ice-hockey', [
    aPeriod(1, [1, 0]),
    aPeriod(2, [0, 1]),
    aPeriod(3, [1, 1]),
    aPeriod(4, [0, 0], { key: 'overtime', type: 'overtime' }),
    aPeriod(5, [1, 0], { key: 'penalties', type: 'penalties' }),
  ]);

  it('results the 1X2 on regular time: a draw', () => {
    expect(results(1, '', ONE_X_TWO, shootOut)).toEqual({ 1: 'lose', 2: 'win', 3: 'lose' });
  });

  it('results the winner incl. overtime and penalties (406) on the whole score', () => {
    expect(results(406, '', HOME_AWAY, shootOut)).toEqual({ 4: 'win', 5: 'lose' });
  });

  it('results the puck line, totals and double chance on regular time', () => {
    expect(results(16, 'hcp=-0.5', AH, shootOut)).toEqual({ 1714: 'lose', 1715: 'win' });
    expect(results(18, 'total=4.5', OVER_UNDER, shootOut)).toEqual({ 12: 'lose', 13: 'win' });
    expect(results(10, '', ['9', '10', '11'], shootOut)).toEqual({ 9: 'win', 10: 'lose', 11: 'win' });
  });

  // Basketball 100:100 after four quarters, 10:8 in overtime.
  const overtime: FinalScore = aScore('basketball', [
    aPeriod(1, [25, 25]),
    aPeriod(2, [25, 25]),
    aPeriod(3, [25, 25]),
    aPeriod(4, [25, 25]),
    aPeriod(5, [10, 8], { key: 'overtime', type: 'overtime' }),
  ]);

  it('results the "incl. overtime" markets with overtime (219, 223, 225, 226, 227, 228)', () => {
    expect(results(219, '', HOME_AWAY, overtime)).toEqual({ 4: 'win', 5: 'lose' });
    expect(results(223, 'hcp=-1.5', AH, overtime)).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(results(223, 'hcp=-2', AH, overtime)).toEqual({ 1714: 'refund', 1715: 'refund' });
    expect(results(225, 'total=217.5', OVER_UNDER, overtime)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(226, '', ['70', '72'], overtime)).toEqual({ 70: 'lose', 72: 'win' });
    expect(results(227, 'total=109.5', OVER_UNDER, overtime)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(228, 'total=108.5', OVER_UNDER, overtime)).toEqual({ 12: 'lose', 13: 'win' });
  });

  it('results the basketball 1X2 on regular time', () => {
    expect(results(1, '', ONE_X_TWO, overtime)).toEqual({ 1: 'lose', 2: 'win', 3: 'lose' });
  });

  // Baseball 3:3 after nine innings, the away side scores in the 10th.
  const extraInnings: FinalScore = aScore('baseball', [
    ...Array.from({ length: 9 }, (_, i) => aPeriod(i + 1, i === 0 ? [3, 3] : [0, 0])),
    aPeriod(10, [0, 1], { key: '10th_inning', type: 'overtime' }),
  ]);

  it('results the "incl. extra innings" markets with extra innings (251, 256, 258), 1X2 without', () => {
    expect(results(251, '', HOME_AWAY, extraInnings)).toEqual({ 4: 'lose', 5: 'win' });
    expect(results(256, 'hcp=1', AH, extraInnings)).toEqual({ 1714: 'refund', 1715: 'refund' });
    expect(results(256, 'hcp=-1.5', AH, extraInnings)).toEqual({ 1714: 'lose', 1715: 'win' });
    expect(results(258, 'total=6.5', OVER_UNDER, extraInnings)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(1, '', ONE_X_TWO, extraInnings)).toEqual({ 1: 'lose', 2: 'win', 3: 'lose' });
  });

  it('takes a score without period scores as all regular time', () => {
    const bare: FinalScore = { sport: 'handball', home: 30, away: 28, periods: [] };
    expect(results(1, '', ONE_X_TWO, bare)).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    expect(results(225, 'total=57.5', OVER_UNDER, bare)).toEqual({ 12: 'win', 13: 'lose' });
  });
});

// Football ------------------------------------------------------------------------------------------

describe('football markets', () => {
  const twoOne = aFootballScore([0, 1], [2, 0]); // 2:1, half time 0:1
  const oneOne = aFootballScore([1, 0], [0, 1]);
  const fourOne = aFootballScore([2, 0], [2, 1]);
  const goalless = aFootballScore([0, 0], [0, 0]);

  it('1X2 and double chance', () => {
    expect(results(1, '', ONE_X_TWO, twoOne)).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    expect(results(10, '', ['9', '10', '11'], twoOne)).toEqual({ 9: 'win', 10: 'win', 11: 'lose' });
    expect(results(10, '', ['9', '10', '11'], oneOne)).toEqual({ 9: 'win', 10: 'lose', 11: 'win' });
  });

  it('draw no bet refunds both sides on a draw', () => {
    expect(results(11, '', HOME_AWAY, oneOne)).toEqual({ 4: 'refund', 5: 'refund' });
    expect(results(11, '', HOME_AWAY, twoOne)).toEqual({ 4: 'win', 5: 'lose' });
  });

  it('European handicap adds the goals and results 3-way', () => {
    const ids = ['1711', '1712', '1713'];
    // 2:1 with 0:1 is 2:2, a draw
    expect(results(14, 'hcp=0:1', ids, twoOne)).toEqual({ 1711: 'lose', 1712: 'win', 1713: 'lose' });
    // 2:1 with 0:2 is 2:3
    expect(results(14, 'hcp=0:2', ids, twoOne)).toEqual({ 1711: 'lose', 1712: 'lose', 1713: 'win' });
    // 1:1 with 1:0 is 2:1
    expect(results(14, 'hcp=1:0', ids, oneOne)).toEqual({ 1711: 'win', 1712: 'lose', 1713: 'lose' });
  });

  it('winning margin counts 3 or more as 3+', () => {
    const ids = ['wm:h1', 'wm:h2', 'wm:h3', 'wm:d', 'wm:a1', 'wm:a2', 'wm:a3'];
    const spec = 'variant=sr:winning_margin:3+';
    const winnerOf = (s: FinalScore) =>
      Object.entries(results(15, spec, ids, s))
        .filter(([, r]) => r === 'win')
        .map(([id]) => id);
    expect(winnerOf(twoOne)).toEqual(['wm:h1']);
    expect(winnerOf(oneOne)).toEqual(['wm:d']);
    expect(winnerOf(fourOne)).toEqual(['wm:h3']);
    expect(winnerOf(aFootballScore([0, 3], [1, 2]))).toEqual(['wm:a3']);
    expect(winnerOf(aFootballScore([0, 1], [0, 1]))).toEqual(['wm:a2']);
    expect(winnerOf(aFootballScore([4, 0], [2, 0]))).toEqual(['wm:h3']);
  });

  describe('Asian handicap', () => {
    const scores: Record<string, FinalScore> = { '1:1': oneOne, '2:1': twoOne, '4:1': fourOne };
    const mirror = {
      win: 'lose',
      lose: 'win',
      refund: 'refund',
      half_win: 'half_lose',
      half_lose: 'half_win',
    };
    it.each([
      // line, score, home result
      ['-0.5', '1:1', 'lose'],
      ['+0.5', '1:1', 'win'],
      ['0', '1:1', 'refund'],
      ['-0.25', '1:1', 'half_lose'], // half on 0 refunded, half on -0.5 lost
      ['0.25', '1:1', 'half_win'], // half on 0 refunded, half on +0.5 won
      ['-0.75', '1:1', 'lose'],
      ['0.75', '1:1', 'win'],
      ['-0.75', '2:1', 'half_win'], // half on -0.5 won, half on -1 refunded
      ['-1', '2:1', 'refund'],
      ['-1.25', '2:1', 'half_lose'], // half on -1 refunded, half on -1.5 lost
      ['-1.5', '2:1', 'lose'],
      ['1.25', '2:1', 'win'],
      ['-2.5', '4:1', 'win'],
      ['-2.75', '4:1', 'half_win'], // half on -2.5 won, half on -3 refunded
      ['-3', '4:1', 'refund'],
      ['-3.25', '4:1', 'half_lose'],
      ['-3.5', '4:1', 'lose'],
    ] as const)('home %s on %s: %s, and the away side the mirror', (line, score, home) => {
      expect(results(16, `hcp=${line}`, AH, scores[score] as FinalScore)).toEqual({
        1714: home,
        1715: mirror[home],
      });
    });

    it('reads the away side’s line as the opposite of the home line', () => {
      // hcp=0.25 on 1:2: home +0.25 loses by 1 (lose), away −0.25 wins by 1 (win)
      expect(results(16, 'hcp=0.25', AH, aFootballScore([0, 1], [1, 1]))).toEqual({
        1714: 'lose',
        1715: 'win',
      });
      // hcp=0.75 on 1:2: home +0.75 → half on +0.5 lost, half on +1 refunded
      expect(results(16, 'hcp=0.75', AH, aFootballScore([0, 1], [1, 1]))).toEqual({
        1714: 'half_lose',
        1715: 'half_win',
      });
    });
  });

  describe('totals', () => {
    it.each([
      // line, total 3 (2:1): over, under
      ['2.5', 'win', 'lose'],
      ['3.5', 'lose', 'win'],
      ['3', 'refund', 'refund'],
      ['2.75', 'half_win', 'half_lose'], // over: half on 2.5 won, half on 3 refunded
      ['3.25', 'half_lose', 'half_win'], // over: half on 3 refunded, half on 3.5 lost
      ['2.25', 'win', 'lose'],
      ['3.75', 'lose', 'win'],
    ] as const)('total=%s on 2:1: over %s, under %s', (line, over, under) => {
      expect(results(18, `total=${line}`, OVER_UNDER, twoOne)).toEqual({ 12: over, 13: under });
    });

    it('team totals count one side', () => {
      expect(results(19, 'total=1.5', OVER_UNDER, twoOne)).toEqual({ 12: 'win', 13: 'lose' });
      expect(results(20, 'total=1.5', OVER_UNDER, twoOne)).toEqual({ 12: 'lose', 13: 'win' });
      expect(results(20, 'total=1', OVER_UNDER, twoOne)).toEqual({ 12: 'refund', 13: 'refund' });
    });
  });

  it('exact goals counts 6 or more as 6+', () => {
    const spec = 'variant=sr:exact_goals:6+';
    const ids = [0, 1, 2, 3, 4, 5, 6].map((k) => `sr:exact_goals:6+:${k}`);
    const winnerOf = (s: FinalScore) =>
      Object.entries(results(21, spec, ids, s))
        .filter(([, r]) => r === 'win')
        .map(([id]) => id);
    expect(winnerOf(goalless)).toEqual(['sr:exact_goals:6+:0']);
    expect(winnerOf(twoOne)).toEqual(['sr:exact_goals:6+:3']);
    expect(winnerOf(aFootballScore([3, 1], [2, 1]))).toEqual(['sr:exact_goals:6+:6']);
    expect(winnerOf(aFootballScore([3, 1], [1, 1]))).toEqual(['sr:exact_goals:6+:6']);
  });

  it('odd/even, both teams to score, which team to score, clean sheets', () => {
    expect(results(26, '', ['70', '72'], twoOne)).toEqual({ 70: 'win', 72: 'lose' });
    expect(results(26, '', ['70', '72'], goalless)).toEqual({ 70: 'lose', 72: 'win' });
    expect(results(29, '', YES_NO, twoOne)).toEqual({ 74: 'win', 76: 'lose' });
    expect(results(29, '', YES_NO, aFootballScore([1, 0], [1, 0]))).toEqual({ 74: 'lose', 76: 'win' });
    const which = ['784', '788', '790', '792'];
    expect(results(30, '', which, goalless)).toEqual({ 784: 'win', 788: 'lose', 790: 'lose', 792: 'lose' });
    expect(results(30, '', which, aFootballScore([1, 0], [0, 0]))).toEqual({
      784: 'lose',
      788: 'win',
      790: 'lose',
      792: 'lose',
    });
    expect(results(30, '', which, aFootballScore([0, 0], [0, 2]))).toEqual({
      784: 'lose',
      788: 'lose',
      790: 'win',
      792: 'lose',
    });
    expect(results(30, '', which, twoOne)).toEqual({ 784: 'lose', 788: 'lose', 790: 'lose', 792: 'win' });
    // Home clean sheet: the away side does not score.
    expect(results(31, '', YES_NO, aFootballScore([1, 0], [0, 0]))).toEqual({ 74: 'win', 76: 'lose' });
    expect(results(32, '', YES_NO, aFootballScore([1, 0], [0, 0]))).toEqual({ 74: 'lose', 76: 'win' });
    expect(results(31, '', YES_NO, twoOne)).toEqual({ 74: 'lose', 76: 'win' });
  });

  it('1X2 & both teams to score and 1X2 & total 2.5', () => {
    const btts = ['78', '79', '80', '81', '82', '83'];
    const winnerOf = (id: number, spec: string, ids: string[], s: FinalScore) =>
      Object.entries(results(id, spec, ids, s))
        .filter(([, r]) => r === 'win')
        .map(([k]) => k);
    expect(winnerOf(35, '', btts, twoOne)).toEqual(['78']); // home & yes
    expect(winnerOf(35, '', btts, aFootballScore([2, 0], [0, 0]))).toEqual(['79']); // home & no
    expect(winnerOf(35, '', btts, oneOne)).toEqual(['80']); // draw & yes
    expect(winnerOf(35, '', btts, goalless)).toEqual(['81']); // draw & no
    expect(winnerOf(35, '', btts, aFootballScore([0, 1], [0, 0]))).toEqual(['83']); // away & no
    const tot = ['794', '795', '796', '797', '798', '799'];
    expect(winnerOf(37, 'total=2.5', tot, twoOne)).toEqual(['794']); // home & over
    expect(winnerOf(37, 'total=2.5', tot, oneOne)).toEqual(['797']); // draw & under
    expect(winnerOf(37, 'total=2.5', tot, aFootballScore([0, 2], [1, 1]))).toEqual(['798']); // away & over
  });

  it('correct score up to 4 goals a side, "other" beyond', () => {
    const spec = 'variant=sr:correct_score:max:4';
    expect(results(45, spec, ['cs:2:1', 'cs:1:2', 'cs:other'], twoOne)).toEqual({
      'cs:2:1': 'win',
      'cs:1:2': 'lose',
      'cs:other': 'lose',
    });
    const fiveNil = aFootballScore([3, 0], [2, 0]);
    expect(results(45, spec, ['cs:4:0', 'cs:4:4', 'cs:other'], fiveNil)).toEqual({
      'cs:4:0': 'lose',
      'cs:4:4': 'lose',
      'cs:other': 'win',
    });
    expect(results(45, spec, ['cs:4:4', 'cs:other'], aFootballScore([2, 2], [2, 2]))).toEqual({
      'cs:4:4': 'win',
      'cs:other': 'lose',
    });
  });

  it('halftime/fulltime reads the first half and the full time', () => {
    const ids = Array.from({ length: 9 }, (_, k) => String(418 + k));
    const winnerOf = (s: FinalScore) => ids.filter((id) => result(47, '', id, s) === 'win');
    expect(winnerOf(twoOne)).toEqual(['424']); // away at half time, home at full time
    expect(winnerOf(oneOne)).toEqual(['419']); // home / draw
    expect(winnerOf(goalless)).toEqual(['422']); // draw / draw
    expect(winnerOf(aFootballScore([0, 0], [0, 1]))).toEqual(['423']); // draw / away
    expect(winnerOf(aFootballScore([0, 2], [0, 0]))).toEqual(['426']); // away / away
  });

  it('highest scoring half', () => {
    const ids = ['436', '438', '440'];
    expect(results(52, '', ids, twoOne)).toEqual({ 436: 'lose', 438: 'lose', 440: 'win' });
    expect(results(52, '', ids, fourOne)).toEqual({ 436: 'lose', 438: 'lose', 440: 'win' });
    expect(results(52, '', ids, aFootballScore([2, 0], [1, 0]))).toEqual({
      436: 'win',
      438: 'lose',
      440: 'lose',
    });
    expect(results(52, '', ids, oneOne)).toEqual({ 436: 'lose', 438: 'win', 440: 'lose' });
  });

  it('first-half and second-half markets read their half only', () => {
    expect(results(60, '', ONE_X_TWO, twoOne)).toEqual({ 1: 'lose', 2: 'lose', 3: 'win' });
    expect(results(83, '', ONE_X_TWO, twoOne)).toEqual({ 1: 'win', 2: 'lose', 3: 'lose' });
    expect(results(68, 'total=0.5', OVER_UNDER, twoOne)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(68, 'total=1.5', OVER_UNDER, twoOne)).toEqual({ 12: 'lose', 13: 'win' });
    expect(results(90, 'total=1.5', OVER_UNDER, twoOne)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(75, '', YES_NO, twoOne)).toEqual({ 74: 'lose', 76: 'win' });
    expect(results(75, '', YES_NO, aFootballScore([1, 1], [0, 0]))).toEqual({ 74: 'win', 76: 'lose' });
  });

  it('results half markets only when the half is in the score', () => {
    const bare: FinalScore = { sport: 'football', home: 2, away: 1, periods: [] };
    for (const [id, outcome] of [
      [47, '418'],
      [52, '436'],
      [60, '1'],
      [75, '74'],
      [83, '1'],
    ] as const) {
      expect(result(id, '', outcome, bare)).toBeNull();
    }
    expect(result(68, 'total=1.5', '12', bare)).toBeNull();
    expect(result(90, 'total=1.5', '12', bare)).toBeNull();
  });

  describe('next goal', () => {
    const ids = ['6', '7', '8'];

    it('is "none" when fewer goals were scored', () => {
      expect(results(8, 'goalnr=4', ids, twoOne)).toEqual({ 6: 'lose', 7: 'win', 8: 'lose' });
      expect(results(8, 'goalnr=1', ids, goalless)).toEqual({ 6: 'lose', 7: 'win', 8: 'lose' });
    });

    it('goes to the only side that scored in the half in which the goal fell', () => {
      // 0:1 at half time, 2:0 after it: goal 1 is the away side's, goals 2 and 3 the home side's.
      expect(results(8, 'goalnr=1', ids, twoOne)).toEqual({ 6: 'lose', 7: 'lose', 8: 'win' });
      expect(results(8, 'goalnr=2', ids, twoOne)).toEqual({ 6: 'win', 7: 'lose', 8: 'lose' });
      expect(results(8, 'goalnr=3', ids, twoOne)).toEqual({ 6: 'win', 7: 'lose', 8: 'lose' });
    });

    it('cannot say who scored when both sides scored in that half, nor without halves', () => {
      const both = aFootballScore([1, 1], [0, 0]);
      expect(results(8, 'goalnr=2', ids, both)).toEqual({ 6: null, 7: 'lose', 8: null });
      const bare: FinalScore = { sport: 'football', home: 2, away: 1, periods: [] };
      expect(results(8, 'goalnr=1', ids, bare)).toEqual({ 6: null, 7: 'lose', 8: null });
      const oneSided: FinalScore = { sport: 'football', home: 0, away: 3, periods: [] };
      expect(results(8, 'goalnr=2', ids, oneSided)).toEqual({ 6: 'lose', 7: 'lose', 8: 'win' });
    });
  });
});

// Other sports ------------------------------------------------------------------------------------

describe('set sports', () => {
  // Tennis 2:1 in sets, 6:4 3:6 7:6: 32 games.
  const tennis = aSetsScore('tennis', [
    [6, 4],
    [3, 6],
    [7, 6],
  ]);

  it('winner, set handicap, total sets and correct score read the sets won', () => {
    expect(results(186, '', HOME_AWAY, tennis)).toEqual({ 4: 'win', 5: 'lose' });
    expect(results(188, 'hcp=-1.5', AH, tennis)).toEqual({ 1714: 'lose', 1715: 'win' });
    expect(results(188, 'hcp=1.5', AH, tennis)).toEqual({ 1714: 'win', 1715: 'lose' });
    expect(results(190, 'total=2.5', OVER_UNDER, tennis)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(199, '', ['cs:2:0', 'cs:2:1', 'cs:1:2'], tennis)).toEqual({
      'cs:2:0': 'lose',
      'cs:2:1': 'win',
      'cs:1:2': 'lose',
    });
  });

  it('set winner reads its set, and is void for a set that was not played', () => {
    expect(results(202, 'setnr=2', HOME_AWAY, tennis)).toEqual({ 4: 'lose', 5: 'win' });
    expect(results(202, 'setnr=3', HOME_AWAY, tennis)).toEqual({ 4: 'win', 5: 'lose' });
    const straight = aSetsScore('tennis', [
      [6, 2],
      [6, 3],
    ]);
    expect(results(202, 'setnr=3', HOME_AWAY, straight)).toEqual({ 4: null, 5: null });
  });

  it('total games (189) and total points (238) add up every set', () => {
    expect(results(189, 'total=31.5', OVER_UNDER, tennis)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(189, 'total=32', OVER_UNDER, tennis)).toEqual({ 12: 'refund', 13: 'refund' });
    const volleyball = aSetsScore('volleyball', [
      [25, 20],
      [23, 25],
      [25, 18],
      [25, 22],
    ]);
    // 45 + 48 + 43 + 47 = 183
    expect(results(238, 'total=183.5', OVER_UNDER, volleyball)).toEqual({ 12: 'lose', 13: 'win' });
    expect(results(238, 'total=182.5', OVER_UNDER, volleyball)).toEqual({ 12: 'win', 13: 'lose' });
    expect(
      result(238, 'total=182.5', '12', { sport: 'volleyball', home: 3, away: 1, periods: [] }),
    ).toBeNull();
  });

  it('map totals (1190) read their map, and are void for a map that was not played', () => {
    const dota = aSetsScore('dota-2', [
      [30, 18],
      [35, 22],
    ]);
    expect(results(1190, 'mapnr=1|total=47.5', OVER_UNDER, dota)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(1190, 'mapnr=2|total=57.5', OVER_UNDER, dota)).toEqual({ 12: 'lose', 13: 'win' });
    expect(results(1190, 'mapnr=3|total=47.5', OVER_UNDER, dota)).toEqual({ 12: null, 13: null });
  });
});

describe('cricket', () => {
  // The away side bats first: 160 in the first innings; the home side chases and makes 161.
  const chase = aScore('cricket', [aPeriod(1, [0, 160]), aPeriod(2, [161, 0])]);

  it('winner (340) on the runs', () => {
    expect(results(340, '', HOME_AWAY, chase)).toEqual({ 4: 'win', 5: 'lose' });
  });

  it('innings totals (605) read the runs of that innings', () => {
    expect(results(605, 'inningsnr=1|total=155.5', OVER_UNDER, chase)).toEqual({ 12: 'win', 13: 'lose' });
    expect(results(605, 'inningsnr=2|total=165.5', OVER_UNDER, chase)).toEqual({ 12: 'lose', 13: 'win' });
    expect(results(605, 'inningsnr=3|total=165.5', OVER_UNDER, chase)).toEqual({ 12: null, 13: null });
  });
});

describe('what cannot be resulted from the score (null: the selection is voided)', () => {
  const twoOne = aFootballScore([0, 1], [2, 0]);

  it('an unknown market', () => {
    expect(result(999, '', '1', twoOne)).toBeNull();
  });

  it('a specifier that cannot be read or a line that is not a multiple of 0.25', () => {
    expect(result(18, 'total', '12', twoOne)).toBeNull();
    expect(result(18, 'total=2.3', '12', twoOne)).toBeNull();
    expect(result(18, 'total=abc', '12', twoOne)).toBeNull();
    expect(result(18, '', '12', twoOne)).toBeNull();
    expect(result(16, 'hcp=', '1714', twoOne)).toBeNull();
    expect(result(14, 'hcp=1', '1711', twoOne)).toBeNull();
    expect(result(14, '', '1711', twoOne)).toBeNull();
    expect(result(8, 'goalnr=0', '7', twoOne)).toBeNull();
    expect(result(202, 'setnr=x', '4', twoOne)).toBeNull();
    expect(result(605, 'total=150.5', '12', twoOne)).toBeNull();
    expect(result(1190, 'total=40.5', '12', twoOne)).toBeNull();
    expect(result(21, '', 'sr:exact_goals:6+:1', twoOne)).toBeNull();
    expect(result(45, '', 'cs:2:1', twoOne)).toBeNull();
    expect(result(15, '', 'wm:h1', twoOne)).toBeNull();
  });

  it('1X2 & total on a whole or quarter line', () => {
    expect(result(37, 'total=3', '794', twoOne)).toBeNull();
    expect(result(37, 'total=2.75', '794', twoOne)).toBeNull();
  });

  it('an outcome the market does not have', () => {
    const cases: [number, string, string][] = [
      [1, '', '4'],
      [8, 'goalnr=1', '9'],
      [10, '', '12'],
      [11, '', '1'],
      [14, 'hcp=0:1', '1'],
      [15, 'variant=sr:winning_margin:3+', 'wm:h4'],
      [15, 'variant=sr:winning_margin:3+', 'wm:h0'],
      [15, 'variant=sr:winning_margin:3+', 'margin'],
      [16, 'hcp=0.5', '12'],
      [18, 'total=2.5', '1714'],
      [21, 'variant=sr:exact_goals:6+', 'sr:exact_goals:6+:7'],
      [21, 'variant=sr:exact_goals:6+', 'sr:exact_goals:6+:x'],
      [21, 'variant=sr:exact_goals:6+', '3'],
      [26, '', '71'],
      [29, '', '75'],
      [30, '', '786'],
      [35, '', '84'],
      [35, '', 'x'],
      [37, 'total=2.5', '793'],
      [45, 'variant=sr:correct_score:max:4', 'cs:5:0'],
      [45, 'variant=sr:correct_score:max:4', 'other'],
      [47, '', '427'],
      [52, '', '437'],
      [186, '', '1'],
      [199, '', 'cs:other'],
    ];
    for (const [id, spec, outcome] of cases)
      expect(result(id, spec, outcome, twoOne), `${id} ${outcome}`).toBeNull();
  });

  it('a two-way winner on a level score: the tie-break is not in it', () => {
    const level: FinalScore = { sport: 'cricket', home: 150, away: 150, periods: [] };
    for (const id of [186, 219, 251, 340, 406])
      expect(results(id, '', HOME_AWAY, level)).toEqual({ 4: null, 5: null });
  });
});

// Every market the demo generator offers ------------------------------------------------------------

describe('every market the demo generator offers', () => {
  const ref = aReference();
  // Back to the weekend so that every sport has played; the overtimes and penalties from ten days,
  // as basketball goes to overtime only every few days.
  const weekend = NOW - 4 * DAY;
  const events = aWindow(NOW - 10 * DAY, NOW);

  interface Finished {
    sport: string;
    score: FinalScore;
    markets: NewMarket[];
  }

  /** Twelve matches of each sport since the weekend, plus every one of the week that went to overtime or penalties. */
  const sample: Finished[] = (() => {
    const seen = new Map<string, number>();
    const out: Finished[] = [];
    for (const { match, markets } of events) {
      const sport = sportKeyOf(ref, match);
      const dur = scriptOf(match).dur;
      const end = match.start_time + dur * 1000;
      const statistics = progressAt(match, end).statistics;
      const score = statistics && finalScoreOf(sport, statistics);
      if (!score) throw new Error(`match ${match.id} has no final score`);
      const n = seen.get(sport) ?? 0;
      const extra = score.periods.some((p) => p.type !== 'regular_period');
      if ((n >= 12 || match.start_time < weekend) && !extra) continue;
      seen.set(sport, n + 1);
      // Prematch, a few live moments and the closed list: every line a bet could have been placed on.
      const live = instants(8, match.start_time, end).flatMap((t) => priceMarketsAt(match, t));
      out.push({ sport, score, markets: [...markets, ...live, ...priceMarketsAt(match, end + 1)] });
    }
    return out;
  })();

  it('covers every sport, and finishes in overtime and on penalties', () => {
    expect(new Set(sample.map((m) => m.sport)).size).toBe(ref.sports.length);
    const types = new Set(sample.flatMap((m) => m.score.periods.map((p) => `${m.sport} ${p.type}`)));
    expect(types).toContain('ice-hockey overtime');
    expect(types).toContain('ice-hockey penalties');
    expect(types).toContain('basketball overtime');
    expect(types).toContain('baseball overtime');
  });

  it('offers exactly the market types resulting knows', () => {
    const offered = new Set(sample.flatMap((m) => m.markets.map((row) => row.market_id)));
    expect([...offered].sort((a, b) => a - b)).toEqual(RESULTED_MARKET_IDS);
  });

  /** The documented nulls a real final score can produce. */
  function mayBeNull(row: NewMarket, outcomeId: string, score: FinalScore): boolean {
    if (row.market_id === 8) return outcomeId === '6' || outcomeId === '8';
    const n = /(?:setnr|mapnr|inningsnr)=(\d+)/.exec(row.specifier);
    return n !== null && !score.periods.some((p) => p.number === Number(n[1]));
  }

  it('results every outcome, except the documented nulls', () => {
    const unresulted: string[] = [];
    let resulted = 0;
    for (const { sport, score, markets } of sample) {
      for (const row of markets) {
        for (const { id } of outcomesOf(row)) {
          const r = resultOutcome(row, id, score);
          if (r !== null) resulted++;
          else if (!mayBeNull(row, id, score))
            unresulted.push(
              `${sport} ${row.market_id} ${row.specifier} ${id} on ${score.home}:${score.away}`,
            );
        }
      }
    }
    expect(unresulted).toEqual([]);
    expect(resulted).toBeGreaterThan(10_000);
  });

  it('gives each market line one winner (two for double chance), or mirrored results on a two-way line', () => {
    const mirror: Record<string, string> = {
      win: 'lose',
      lose: 'win',
      refund: 'refund',
      half_win: 'half_lose',
      half_lose: 'half_win',
    };
    const odd: string[] = [];
    for (const { sport, score, markets } of sample) {
      for (const row of markets) {
        const rs = outcomesOf(row).map(({ id }) => resultOutcome(row, id, score));
        if (rs.some((r) => r === null)) continue;
        const [a, b] = rs;
        const mirrored = rs.length === 2 && a != null && b != null && mirror[a] === b;
        const winners = rs.filter((r) => r === 'win').length;
        // A race's place market pays every runner placed in the first `places`.
        // A lottery's number market pays every ball drawn.
        const places = /^places=(\d+)$/.exec(row.specifier);
        const expected = places
          ? Number(places[1])
          : row.market_id === 1200
            ? (score.drawn?.length ?? 0)
            : (WINNERS_PER_RESULT[row.market_id] ?? 1);
        const single = winners === expected && rs.every((r) => r === 'win' || r === 'lose');
        if (!mirrored && !single) odd.push(`${sport} ${row.market_id} ${row.specifier}: ${rs.join(',')}`);
      }
    }
    expect(odd).toEqual([]);
  });

  it('results a quarter or whole line with half results or refunds somewhere in the sample', () => {
    const kinds = new Set<string>();
    for (const { score, markets } of sample) {
      for (const row of markets)
        for (const { id } of outcomesOf(row)) kinds.add(String(resultOutcome(row, id, score)));
    }
    expect(kinds).toEqual(new Set(['win', 'lose', 'refund', 'half_win', 'half_lose', 'null']));
  });
});
