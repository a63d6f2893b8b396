import { describe, expect, it } from 'vitest';
import { handicap, isHalfLine, lineOf, overUnder, parseSpecifier } from './lines';

describe('specifiers', () => {
  it.each([
    ['', []],
    ['total=2.5', [['total', '2.5']]],
    [
      'mapnr=1|total=24.5',
      [
        ['mapnr', '1'],
        ['total', '24.5'],
      ],
    ],
  ])('reads %j as its key=value parts', (text, parts) => {
    expect([...(parseSpecifier(text) ?? new Map())]).toEqual(parts);
  });

  it.each(['total', 'total=2.5|', '=2.5'])('refuses %j', (text) => {
    expect(parseSpecifier(text)).toBeNull();
  });

  it.each([
    ['total=2.5', 2.5],
    ['total=-0.75', -0.75],
    ['total=+1', 1],
    ['total=2.3', null],
    ['total=abc', null],
    ['hcp=1', null],
  ])('takes the total line of %j as %j (multiples of 0.25 only)', (text, line) => {
    expect(lineOf(parseSpecifier(text) ?? new Map(), 'total')).toBe(line);
  });

  it.each([
    [2.5, true],
    [-0.5, true],
    [2, false],
    [2.25, false],
    [2.75, false],
  ])('%d is a half line: %j', (line, half) => {
    expect(isHalfLine(line)).toBe(half);
  });
});

describe('a value against a quarter-multiple line', () => {
  // Over '12' / under '13': a whole line met is refunded, a quarter line splits the stake in two.
  it.each([
    [3, 2.5, 'win', 'lose'],
    [2, 2.5, 'lose', 'win'],
    [2, 2, 'refund', 'refund'],
    [3, 2.75, 'half_win', 'half_lose'],
    [2, 2.25, 'half_lose', 'half_win'],
    [3, 2.25, 'win', 'lose'],
  ])('total %d on line %d: over %s, under %s', (value, line, over, under) => {
    expect(overUnder('12', value, line)).toBe(over);
    expect(overUnder('13', value, line)).toBe(under);
    expect(overUnder('14', value, line)).toBeNull();
  });

  it.each([
    [{ home: 1, away: 1 }, -0.25, 'half_lose', 'half_win'],
    [{ home: 2, away: 1 }, -1, 'refund', 'refund'],
    [{ home: 2, away: 1 }, -0.5, 'win', 'lose'],
    [{ home: 0, away: 1 }, 1.5, 'win', 'lose'],
  ])('handicap %j with the home line %d: home %s, away %s', (score, line, home, away) => {
    expect(handicap('1714', score, line)).toBe(home);
    expect(handicap('1715', score, line)).toBe(away);
    expect(handicap('1714', score, null)).toBeNull();
  });
});
