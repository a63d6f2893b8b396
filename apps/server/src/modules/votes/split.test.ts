import { describe, expect, it } from 'vitest';
import { percents } from './split';

describe('percents of a prediction', () => {
  it('is all zero before anyone votes', () => {
    expect(percents({ home: 0, draw: 0, away: 0 })).toEqual({ home: 0, draw: 0, away: 0 });
  });

  it('sums to 100 when the shares do not divide evenly', () => {
    expect(percents({ home: 1, draw: 1, away: 1 })).toEqual({ home: 34, draw: 33, away: 33 });
    expect(percents({ home: 2, draw: 1, away: 0 })).toEqual({ home: 67, draw: 33, away: 0 });
    expect(percents({ home: 1, draw: 5, away: 1 })).toEqual({ home: 14, draw: 72, away: 14 });
  });

  it('gives an exact split as it is', () => {
    expect(percents({ home: 1, draw: 0, away: 3 })).toEqual({ home: 25, draw: 0, away: 75 });
  });
});
