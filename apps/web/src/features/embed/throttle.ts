export interface Clock {
  now: () => number;
  schedule: (run: () => void, ms: number) => void;
}

const realClock: Clock = { now: () => performance.now(), schedule: (run, ms) => void setTimeout(run, ms) };

/**
 * Calls `fn` at once, then at most once per `ms` with the latest arguments (SPEC §9: the layout
 * size is reported throttled to 100 ms), so the last size always goes out.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: Clock = realClock,
) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = clock.now();
    fn(...args);
  };
  return (...args: A) => {
    pending = args;
    if (scheduled) return;
    const wait = last + ms - clock.now();
    if (wait <= 0) flush();
    else {
      scheduled = true;
      clock.schedule(flush, wait);
    }
  };
}
