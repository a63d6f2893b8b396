import { describe, expect, it } from 'vitest';
import { randomBytesPooled, timeOrderedId } from './ids';

describe('timeOrderedId', () => {
  it('is a UUID of version 7 and variant 10 whose first 48 bits are the milliseconds', () => {
    const id = timeOrderedId(Date.UTC(2026, 10, 25, 18, 0, 0));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 25, 18, 0, 0));
  });

  it('sorts by time across milliseconds, and never repeats', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) =>
      timeOrderedId(1_700_000_000_000 + Math.floor(i / 10)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect((ids[i - 1] as string) < (ids[i] as string)).toBe(true);
  });
});

describe('randomBytesPooled', () => {
  it('gives fresh bytes across refills of the pool, never the same slice twice', () => {
    const slices = Array.from({ length: 2_000 }, () => randomBytesPooled(7).toString('hex'));
    expect(slices.every((hex) => hex.length === 14)).toBe(true);
    expect(new Set(slices).size).toBe(slices.length);
    // A copy: changing it does not change what comes next.
    const bytes = randomBytesPooled(4);
    bytes.fill(0);
    expect(randomBytesPooled(4).equals(Buffer.alloc(4))).toBe(false);
  });
});
