import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDrift, stepDrift } from './odds-walk';

const market = (odds: number[]) =>
  odds.map((o, i) => ({ id: String(i + 1), name: `o${i}`, active: true, odds: o }));
const overround = (outcomes: { odds: number }[]) => outcomes.reduce((sum, o) => sum + 1000 / o.odds, 0);

describe('odds random walk', () => {
  it('leaves the model prices as they are without drift', () => {
    const outcomes = market([2100, 3400, 3600]);
    expect(applyDrift(outcomes, [0, 0, 0]).map((o) => o.odds)).toEqual([2100, 3400, 3600]);
  });

  it('keeps the margin of the model while prices move', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1100, max: 30000 }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 12, maxLength: 12 }),
        (odds, drift) => {
          const model = market(odds.map((o) => Math.round(o / 10) * 10));
          const moved = applyDrift(model, drift);
          // Rounding each price to two decimals moves its implied probability by at most 0.005/o²
          // (≤ 0.005 per outcome); the 1.01 floor may only lower the overround, never raise it.
          const floored = moved.some((o) => o.odds === 1010);
          const difference = overround(moved) - overround(model);
          if (floored) expect(difference).toBeLessThan(0.005 * model.length);
          else expect(Math.abs(difference)).toBeLessThanOrEqual(0.005 * model.length);
          for (const o of moved) {
            expect(o.odds).toBeGreaterThanOrEqual(1010);
            expect(o.odds % 10).toBe(0);
          }
        },
      ),
    );
  });

  it('moves a favourite’s price down when its drift is positive', () => {
    const [home] = applyDrift(market([2000, 2000]), [0.2, -0.2]);
    expect(home?.odds).toBeLessThan(2000);
  });

  it('pulls the drift back toward the fair price over time', () => {
    let drift = [0.5, -0.5];
    // With no volatility only the pull toward 0 acts.
    for (let i = 0; i < 200; i++) drift = stepDrift(drift, Math.random, 0);
    expect(Math.abs(drift[0] ?? 1)).toBeLessThan(0.01);
  });
});
