import type { Rng } from '../rng';

/** A lottery draw as the script decides it: which balls come out, in what order, and when. */
export interface DrawDraw {
  /** Balls drawn and numbers they come from (6 of 1–49). */
  balls: number;
  pool: number;
  /** The balls in the order drawn. */
  drawn: number[];
  /** Seconds from the start of the draw to each ball. */
  at: number[];
  dur: number;
}

/** Seconds between two balls of a draw. */
const BALL_SECONDS = 8;

/** Reads a lottery format 'balls/pool', e.g. '6/49'. */
export function drawFormat(fmt: string): { balls: number; pool: number } {
  const [balls, pool] = fmt.split('/').map(Number);
  if (!balls || !pool || balls >= pool) throw new Error(`bad lottery format '${fmt}'`);
  return { balls, pool };
}

export function drawBalls(fmt: string, rng: Rng): DrawDraw {
  const { balls, pool } = drawFormat(fmt);
  const drawn = rng
    .permutation(pool)
    .slice(0, balls)
    .map((i) => i + 1);
  const at = drawn.map((_, i) => (i + 1) * BALL_SECONDS);
  return { balls, pool, drawn, at, dur: (balls + 1) * BALL_SECONDS };
}

/** The balls out `x` seconds into the draw. */
export function drawnBy(draw: Pick<DrawDraw, 'drawn' | 'at'>, x: number): number[] {
  return draw.drawn.filter((_, i) => (draw.at[i] ?? Number.POSITIVE_INFINITY) <= x);
}
