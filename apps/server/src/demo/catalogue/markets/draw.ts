import type { DrawScript } from '../script';
import type { Draft } from './drafts';

/** Market ids of a lottery draw: a number drawn, the first ball odd or even, the balls' total. */
export const DRAW_NUMBER_MARKET = 1200;
export const DRAW_FIRST_ODD_EVEN_MARKET = 1201;
export const DRAW_TOTAL_MARKET = 1202;

export const ballOutcomeId = (n: number): string => `ball:${n}`;

/**
 * A draw's markets: every number of the pool (a pick wins when its ball is drawn), the first ball
 * odd or even, and the total of the balls over or under the line just above its mean. Lottery odds
 * do not move: every ball is as likely as any other until it is drawn.
 */
export function drawDrafts(script: DrawScript): Draft[] {
  const { balls, pool } = script;
  const numbers = Array.from({ length: pool }, (_, i) => i + 1);
  const odds = numbers.filter((n) => n % 2 === 1).length;
  const line = (balls * (pool + 1)) / 2 + 0.5;
  return [
    {
      id: DRAW_NUMBER_MARKET,
      // How many balls are drawn, so a page knows the draw's format before it starts.
      spec: `balls=${balls}`,
      name: 'Number drawn',
      main: true,
      winners: balls,
      outcomes: numbers.map((n) => ({ id: ballOutcomeId(n), name: String(n), p: balls / pool })),
      groups: ['all', 'main'],
      top: 'always',
    },
    {
      id: DRAW_FIRST_ODD_EVEN_MARKET,
      spec: '',
      name: 'First ball odd/even',
      outcomes: [
        { id: '70', name: 'Odd', p: odds / pool },
        { id: '72', name: 'Even', p: 1 - odds / pool },
      ],
      groups: ['all'],
      top: 'always',
    },
    {
      id: DRAW_TOTAL_MARKET,
      spec: `total=${line}`,
      name: 'Total of the balls',
      // The total is symmetric about its mean, which the line is half a point above.
      outcomes: [
        { id: '12', name: `Over ${line}`, p: 0.49 },
        { id: '13', name: `Under ${line}`, p: 0.51 },
      ],
      groups: ['all'],
      top: 'always',
    },
  ];
}
