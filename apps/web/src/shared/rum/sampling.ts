/** Whether this page load reports at all: decided once, with the configured share of loads. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}
