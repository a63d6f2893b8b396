import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldRead } from './held-read';

describe('heldRead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reuses a key’s read for the interval, then reads again', async () => {
    const read = vi.fn(async (key: string) => `${key}:${read.mock.calls.length}`);
    const get = heldRead(2_000, read);
    expect(await get('a')).toBe('a:1');
    expect(await get('a')).toBe('a:1');
    expect(await get('b')).toBe('b:2');
    vi.advanceTimersByTime(2_000);
    expect(await get('a')).toBe('a:3');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed read, so the next call asks again', async () => {
    const read = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('up');
    const get = heldRead(60_000, read);
    await expect(get('config')).rejects.toThrow('down');
    expect(await get('config')).toBe('up');
    expect(await get('config')).toBe('up');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
