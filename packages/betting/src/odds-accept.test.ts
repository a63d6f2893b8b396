import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsOdds, ODDS_ACCEPT_MODES } from './odds-accept';

describe('odds-accept modes (SPEC §4)', () => {
  it.each([
    ['none', 2000, 2000, true],
    ['none', 2000, 2100, false],
    ['none', 2000, 1900, false],
    ['higher', 2000, 2000, true],
    ['higher', 2000, 2100, true],
    ['higher', 2000, 1900, false],
    ['any', 2000, 2000, true],
    ['any', 2000, 2100, true],
    ['any', 2000, 1900, true],
  ] as const)('%s: %i → %i taken: %s', (mode, accepted, current, taken) => {
    expect(acceptsOdds(mode, accepted, current)).toBe(taken);
  });

  const price = fc.integer({ min: 1001, max: 1_000_000 });

  it('an unchanged price is taken under every mode', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ODDS_ACCEPT_MODES), price, (mode, odds) =>
        acceptsOdds(mode, odds, odds),
      ),
    );
  });

  it('under higher only a decrease is refused', () => {
    fc.assert(
      fc.property(
        price,
        price,
        (accepted, current) => acceptsOdds('higher', accepted, current) === !(current < accepted),
      ),
    );
  });

  it('each mode takes at least what the stricter one takes: none ⊆ higher ⊆ any', () => {
    fc.assert(
      fc.property(price, price, (accepted, current) => {
        const none = acceptsOdds('none', accepted, current);
        const higher = acceptsOdds('higher', accepted, current);
        return (!none || higher) && (!higher || acceptsOdds('any', accepted, current));
      }),
    );
  });
});
