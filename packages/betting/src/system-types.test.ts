import { describe, expect, it } from 'vitest';
import {
  allSystemTypes,
  compareSystemTypes,
  parseSystemTypeId,
  refitSystemType,
  systemTypeId,
  systemTypesFor,
} from './system-types';

describe('system types', () => {
  it('offers every k with 2 ≤ k < n for n selections', () => {
    expect(systemTypesFor(3)).toEqual([{ winCount: 2, totalCount: 3 }]);
    expect(systemTypesFor(5).map(systemTypeId)).toEqual(['2/5', '3/5', '4/5']);
  });

  it('offers none below 3 or above 16 selections', () => {
    expect(systemTypesFor(2)).toEqual([]);
    expect(systemTypesFor(16)).toHaveLength(14);
    expect(systemTypesFor(17)).toEqual([]);
  });

  it('sorts by totalCount, then winCount', () => {
    const all = allSystemTypes();
    expect(all).toHaveLength(105);
    expect(all.slice(0, 4).map(systemTypeId)).toEqual(['2/3', '2/4', '3/4', '2/5']);
    expect(compareSystemTypes({ winCount: 3, totalCount: 4 }, { winCount: 2, totalCount: 5 })).toBeLessThan(
      0,
    );
    expect(
      compareSystemTypes({ winCount: 3, totalCount: 5 }, { winCount: 2, totalCount: 5 }),
    ).toBeGreaterThan(0);
  });

  it('writes a system type id as "{winCount}/{totalCount}"', () => {
    expect(systemTypeId({ winCount: 2, totalCount: 3 })).toBe('2/3');
    expect(parseSystemTypeId('2/3')).toEqual({ winCount: 2, totalCount: 3 });
  });

  it('reads only offered system type ids', () => {
    for (const id of ['1/3', '3/3', '2/2', '2/17', 'a/b', '2-3', ''])
      expect(parseSystemTypeId(id)).toBeNull();
  });

  describe('re-fitting to a new selection count', () => {
    it('keeps the win count when it still fits', () => {
      expect(refitSystemType({ winCount: 3, totalCount: 5 }, 4)).toEqual({ winCount: 3, totalCount: 4 });
      expect(refitSystemType({ winCount: 2, totalCount: 3 }, 4)).toEqual({ winCount: 2, totalCount: 4 });
    });

    it('takes the nearest win count when it no longer fits', () => {
      expect(refitSystemType({ winCount: 4, totalCount: 5 }, 4)).toEqual({ winCount: 3, totalCount: 4 });
    });

    it('takes the first system type without a previous one', () => {
      expect(refitSystemType(undefined, 4)).toEqual({ winCount: 2, totalCount: 4 });
    });

    it('finds none when no system type fits', () => {
      expect(refitSystemType({ winCount: 2, totalCount: 3 }, 2)).toBeNull();
    });
  });
});
