import { afterEach, describe, expect, it, vi } from 'vitest';
import { MACHINES_RETRY_MS, type Machines, machineDispatcher } from './machines';

const machines = {} as Machines;

describe('a dispatcher whose machines fail to load', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries the load again by itself and then applies the kept events in order', async () => {
    vi.useFakeTimers();
    const applied: string[] = [];
    // Offline twice, then the chunk comes.
    const load = vi
      .fn<() => Promise<Machines>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(machines);
    const dispatch = machineDispatcher<string>((_m, event) => applied.push(event), undefined, load);

    dispatch('first pick');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([]);

    await vi.advanceTimersByTimeAsync(MACHINES_RETRY_MS.first);
    expect(load).toHaveBeenCalledTimes(2);
    expect(applied).toEqual([]);
    // The pause doubles.
    await vi.advanceTimersByTimeAsync(MACHINES_RETRY_MS.first);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MACHINES_RETRY_MS.first);
    expect(load).toHaveBeenCalledTimes(3);
    expect(applied).toEqual(['first pick']);

    // Nothing kept, nothing tried again.
    await vi.advanceTimersByTimeAsync(MACHINES_RETRY_MS.last * 2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries at once on a new event, keeping the order, and sets one retry however many failed', async () => {
    vi.useFakeTimers();
    const applied: string[] = [];
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(machines)));
    const dispatch = machineDispatcher<string>((_m, event) => applied.push(event), undefined, load);

    dispatch('a');
    dispatch('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);

    fail = false;
    dispatch('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
