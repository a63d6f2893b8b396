import { MarketStatus, MatchStatus } from '@sportsbook/contract/light';
import { describe, expect, it } from 'vitest';
import {
  isBettableMatchStatus,
  isFinishedMatchStatus,
  isMarketOffered,
  isMarketOpen,
  isSelectionOpen,
  openOdds,
  type SelectionAvailability,
  type SelectionFacts,
  selectionAvailability,
} from './availability';

const MATCH_STATUSES = Object.values(MatchStatus);
const MARKET_STATUSES = [1, 0, -1, -2, -3, -4] as const;

describe('match status (SPEC §4)', () => {
  it('counts stopped, closed, finished and not covered as finished', () => {
    expect(MATCH_STATUSES.map(isFinishedMatchStatus)).toEqual([false, false, true, true, true, true]);
  });

  it('takes bets only prematch and live: exactly the statuses that are not finished', () => {
    expect(MATCH_STATUSES.map(isBettableMatchStatus)).toEqual([true, true, false, false, false, false]);
    for (const status of MATCH_STATUSES)
      expect(isBettableMatchStatus(status)).toBe(!isFinishedMatchStatus(status));
  });
});

describe('market status (SPEC §4)', () => {
  it.each([
    [MarketStatus.allowed, true, true],
    [MarketStatus.suspended, false, true],
    [MarketStatus.notAllowed, false, false],
    [-2, false, true],
    [-3, false, true],
    [-4, false, true],
  ])('status %i: open %s, offered %s', (status, open, offered) => {
    expect(isMarketOpen(status)).toBe(open);
    expect(isMarketOffered(status)).toBe(offered);
  });
});

describe('selection availability', () => {
  const open: SelectionFacts = {
    matchStatus: MatchStatus.live,
    marketStatus: MarketStatus.allowed,
    outcome: { active: true },
  };

  it.each<[string, Partial<SelectionFacts>, SelectionAvailability]>([
    ['an allowed market, active outcome, live match', {}, 'open'],
    ['a prematch match', { matchStatus: MatchStatus.prematch }, 'open'],
    ['the provider open', { providerOpen: true }, 'open'],
    ['a match missing', { matchStatus: null }, 'unavailable'],
    ['a market missing', { marketStatus: null }, 'unavailable'],
    ['an outcome missing', { outcome: null }, 'unavailable'],
    ['a market not allowed (dropped)', { marketStatus: MarketStatus.notAllowed }, 'unavailable'],
    ['a finished match', { matchStatus: MatchStatus.finished }, 'unavailable'],
    ['a stopped match', { matchStatus: MatchStatus.stopped }, 'unavailable'],
    ['a suspended market', { marketStatus: MarketStatus.suspended }, 'suspended'],
    ['an unnamed negative market status', { marketStatus: -3 }, 'suspended'],
    ['an inactive outcome', { outcome: { active: false } }, 'suspended'],
    ['the provider closed', { providerOpen: false }, 'provider_inactive'],
    // The first reason wins: gone before suspended before the provider.
    ['a finished match and suspended market', { matchStatus: 4, marketStatus: -1 }, 'unavailable'],
    ['a suspended market, provider closed', { marketStatus: -1, providerOpen: false }, 'suspended'],
  ])('%s → %s', (_, change, expected) => {
    expect(selectionAvailability({ ...open, ...change })).toBe(expected);
  });

  it('is open exactly when the match is bettable, the market open, the outcome active, the provider on', () => {
    let checked = 0;
    for (const matchStatus of [null, ...MATCH_STATUSES])
      for (const marketStatus of [null, ...MARKET_STATUSES])
        for (const outcome of [null, { active: true }, { active: false }])
          for (const providerOpen of [undefined, true, false]) {
            const facts = {
              matchStatus,
              marketStatus,
              outcome,
              ...(providerOpen !== undefined && { providerOpen }),
            };
            const expected =
              matchStatus !== null &&
              isBettableMatchStatus(matchStatus) &&
              marketStatus === MarketStatus.allowed &&
              outcome?.active === true &&
              providerOpen !== false;
            expect(isSelectionOpen(facts)).toBe(expected);
            checked++;
          }
    expect(checked).toBe(7 * 7 * 3 * 3);
  });

  it('gives the odds of an open outcome only', () => {
    expect(openOdds({ ...open, outcome: { active: true, odds: 2100 } })).toBe(2100);
    expect(openOdds({ ...open, outcome: { active: false, odds: 2100 } })).toBeNull();
    expect(
      openOdds({ ...open, marketStatus: MarketStatus.suspended, outcome: { active: true, odds: 2100 } }),
    ).toBeNull();
    expect(openOdds({ ...open, outcome: null })).toBeNull();
  });
});
