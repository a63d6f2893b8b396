import type { ClockScript } from './index';

/** Helpers every script builder uses: minutes, ordinals, rounding, the score so far. */

export const MIN = 60;

const ORD = [
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
  '13th',
  '14th',
  '15th',
];
export function ordinal(n: number): string {
  return ORD[n - 1] ?? `${n}th`;
}

export function totals(s: ClockScript): [number, number] {
  const out: [number, number] = [0, 0];
  for (const [, side, pts] of s.ev) out[side] += pts;
  return out;
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
