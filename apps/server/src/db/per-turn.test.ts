import { describe, expect, it } from 'vitest';
import { perTurn } from './per-turn';
import { padded } from './prepared';

describe('perTurn', () => {
  it('on PostgreSQL, loads the calls of one turn together and answers each by position', async () => {
    const batches: number[][] = [];
    const double = perTurn<number, number>(
      { dialect: 'postgres' },
      async (keys) => {
        batches.push([...keys]);
        return keys.map((key) => (key < 0 ? new Error(`negative ${key}`) : key * 2));
      },
      3,
    );
    const first = [1, 2, -3, 4].map((key) => double(key).catch((error: Error) => error.message));
    expect(await Promise.all(first)).toEqual([2, 4, 'negative -3', 8]);
    // At most three keys a statement; a call of a later turn goes in a later one.
    expect(await double(5)).toBe(10);
    expect(batches).toEqual([[1, 2, -3], [4], [5]]);
  });

  it('on SQLite, loads each call at once, alone', async () => {
    const batches: number[][] = [];
    const double = perTurn<number, number>({ dialect: 'sqlite' }, async (keys) => {
      batches.push([...keys]);
      return keys.map((key) => (key < 0 ? new Error(`negative ${key}`) : key * 2));
    });
    await expect(Promise.all([double(1), double(2)])).resolves.toEqual([2, 4]);
    await expect(double(-1)).rejects.toThrow('negative -1');
    expect(batches).toEqual([[1], [2], [-1]]);
  });
});

describe('padded', () => {
  it('repeats the last value up to the next power of two', () => {
    expect(padded([])).toEqual([]);
    expect(padded(['a'])).toEqual(['a']);
    expect(padded(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c']);
    expect(padded([1, 2, 3, 4, 5])).toHaveLength(8);
  });
});
