import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betPotentialWin, type SlipBet, type SlipSelection } from './model';
import {
  acceptChanges,
  applyMarketUpdates,
  applyMatchStatus,
  applyProviderStatuses,
  applyRefusedCustomOdds,
  applyRefusedSelections,
  completeMarketUpdates,
  type MarketUpdate,
  updateSelection,
} from './selection-updates';
import { betHasChanges } from './slip';
import { aBet, aSelection, odds } from './test-support';
import { minor } from './units';

const marketOf = (s: SlipSelection, patch: Partial<MarketUpdate> = {}, outcomeOdds = 2000): MarketUpdate => ({
  matchId: s.matchId,
  marketId: s.marketId,
  specifier: s.specifier,
  status: 1,
  outcomes: [{ id: s.outcomeId, active: true, odds: outcomeOdds }],
  ...patch,
});

describe('selection updates from the server', () => {
  const selection = aSelection({ odds: 2000 });

  it('market missing: the selection is unchanged', () => {
    expect(updateSelection(selection, undefined, 'none')).toBe(selection);
    const bets = [aBet('single', [selection])];
    expect(applyMarketUpdates(bets, [], 'none')[0]).toBe(bets[0]);
  });

  it('market not allowed: the selection becomes suspended', () => {
    for (const status of [-1, 0, -2, -3, -4]) {
      expect(updateSelection(selection, marketOf(selection, { status }), 'none').isSuspended).toBe(true);
    }
  });

  it('outcome missing or inactive: the selection becomes suspended', () => {
    const missing = marketOf(selection, { outcomes: [{ id: 'other', active: true, odds: 2000 }] });
    const inactive = marketOf(selection, {
      outcomes: [{ id: selection.outcomeId, active: false, odds: 2000 }],
    });
    expect(updateSelection(selection, missing, 'none')).toMatchObject({ isSuspended: true, active: false });
    expect(updateSelection(selection, inactive, 'none')).toMatchObject({ isSuspended: true, active: false });
    const suspended = updateSelection(selection, inactive, 'none');
    expect(updateSelection(suspended, inactive, 'none')).toBe(suspended);
  });

  it('a match no longer prematch or live: an allowed market does not reopen its selection', () => {
    for (const matchStatus of [2, 3, 4, 5] as const) {
      const finished = { ...selection, matchStatus, isSuspended: true, active: false };
      expect(updateSelection(finished, marketOf(selection, {}, 2200), 'any')).toBe(finished);
    }
  });

  it('otherwise the odds update, and a suspended selection comes back', () => {
    const suspended = { ...selection, isSuspended: true, active: false };
    expect(updateSelection(suspended, marketOf(selection, {}, 2200), 'any')).toMatchObject({
      odds: 2200,
      isSuspended: false,
      active: true,
    });
  });

  describe('odds-accept mode none', () => {
    it('any change flags the selection', () => {
      expect(updateSelection(selection, marketOf(selection, {}, 2200), 'none')).toMatchObject({
        odds: 2200,
        acceptedOdds: 2000,
        isChanged: true,
      });
      expect(updateSelection(selection, marketOf(selection, {}, 1800), 'none').isChanged).toBe(true);
    });

    it('odds back at the accepted price clear the flag', () => {
      const changed = updateSelection(selection, marketOf(selection, {}, 2200), 'none');
      expect(updateSelection(changed, marketOf(selection, {}, 2000), 'none').isChanged).toBe(false);
    });
  });

  describe('odds-accept mode higher', () => {
    it('an increase is auto-accepted', () => {
      expect(updateSelection(selection, marketOf(selection, {}, 2200), 'higher')).toMatchObject({
        odds: 2200,
        acceptedOdds: 2200,
        isChanged: false,
      });
    });

    it('only a decrease flags', () => {
      expect(updateSelection(selection, marketOf(selection, {}, 1800), 'higher')).toMatchObject({
        odds: 1800,
        acceptedOdds: 2000,
        isChanged: true,
      });
    });
  });

  it('odds-accept mode any: all changes are accepted', () => {
    for (const price of [1800, 2200]) {
      expect(updateSelection(selection, marketOf(selection, {}, price), 'any')).toMatchObject({
        odds: price,
        acceptedOdds: price,
        isChanged: false,
      });
    }
  });

  describe('when the stake was entered as potential win', () => {
    it('rescales the stake by the ratio of old to new total odds', () => {
      const s = aSelection({ odds: 2000 });
      const bet: SlipBet = { ...aBet('single', [s], { stake: 1000 }), stakeSource: 'potentialWin' };
      const [next] = applyMarketUpdates([bet], [marketOf(s, {}, 2500)], 'any');
      expect(next?.stake).toBe(800);
      expect(next && betPotentialWin(next)).toBe(2000);
    });

    it('keeps the stake when the total odds did not change', () => {
      const s = aSelection({ odds: 2000 });
      const bet: SlipBet = { ...aBet('single', [s], { stake: 1000 }), stakeSource: 'potentialWin' };
      const [next] = applyMarketUpdates([bet], [marketOf(s, { status: -1 })], 'any');
      expect(next?.stake).toBe(1000);
    });

    it('never raises the potential win the player entered (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.array(fc.integer({ min: 1010, max: 20_000 }), { minLength: 2, maxLength: 5 }),
          fc.integer({ min: 1010, max: 20_000 }),
          (stake, prices, price) => {
            const selections = prices.map((p) => aSelection({ odds: p }));
            const bet: SlipBet = { ...aBet('combo', selections, { stake }), stakeSource: 'potentialWin' };
            const [next] = applyMarketUpdates(
              [bet],
              [marketOf(selections[0] as SlipSelection, {}, price)],
              'any',
            );
            expect(next && betPotentialWin(next)).toBeLessThanOrEqual(betPotentialWin(bet));
          },
        ),
      );
    });
  });

  it("a custom bet's selections take every new price without asking; a suspension still waits", () => {
    const a = aSelection({ matchId: 4, odds: 2000, isCustom: true });
    const b = aSelection({ matchId: 4, marketId: 2, odds: 1800, isCustom: true });
    const bet = aBet('custom_bet', [a, b], { customOdds: odds(3300), stake: 100 });
    const [next] = applyMarketUpdates(
      [bet],
      [marketOf(a, {}, 2100), marketOf(b, { status: -1 }, 1800)],
      'none',
    );
    expect(next?.selections[0]).toMatchObject({ odds: 2100, acceptedOdds: 2100, isChanged: false });
    expect(next?.selections[1]).toMatchObject({ isSuspended: true });
    expect(next?.customOdds).toBe(3300);
  });

  it('does not rescale a stake entered as a stake', () => {
    const s = aSelection({ odds: 2000 });
    const [next] = applyMarketUpdates([aBet('single', [s], { stake: 1000 })], [marketOf(s, {}, 2500)], 'any');
    expect(next?.stake).toBe(1000);
  });
});

describe('a refused placement naming selections', () => {
  it('flags a changed price whatever the accept mode, and suspends a gone or inactive outcome', () => {
    const a = aSelection({ odds: 2000 });
    const b = aSelection({ odds: 3000 });
    const c = aSelection({ odds: 1500 });
    const ref = (s: SlipSelection) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
      outcomeId: s.outcomeId,
    });
    const bets = [aBet('combo', [a, b, c])];
    const [next] = applyRefusedSelections(bets, [
      { ...ref(a), odds: 2200, active: true },
      { ...ref(b), odds: null, active: false },
    ]);
    expect(next?.selections[0]).toMatchObject({ odds: 2200, acceptedOdds: 2000, isChanged: true });
    expect(next?.selections[1]).toMatchObject({ isSuspended: true, active: false });
    expect(next?.selections[2]).toBe(c);
  });

  it('keeps bets it does not name', () => {
    const bets = [aBet('single', [aSelection()])];
    expect(applyRefusedSelections(bets, [])[0]).toBe(bets[0]);
  });
});

describe('a custom bet refused because its price moved (code 120)', () => {
  const custom = () =>
    aBet(
      'custom_bet',
      [aSelection({ matchId: 9, isCustom: true }), aSelection({ matchId: 9, marketId: 2, isCustom: true })],
      { customOdds: odds(4000), stake: 100 },
    );

  it('takes the current price and keeps the agreed one until the change is accepted', () => {
    const [next] = applyRefusedCustomOdds([custom()], [{ betIndex: 0, odds: odds(3800) }]);
    expect(next).toMatchObject({ customOdds: 3800, customOddsBefore: 4000 });
    expect(betHasChanges(next as SlipBet)).toBe(true);
    const [accepted] = acceptChanges([next as SlipBet]);
    expect(accepted).toMatchObject({ customOdds: 3800, customOddsBefore: undefined, stake: 100 });
    expect(betHasChanges(accepted as SlipBet)).toBe(false);
  });

  it('leaves bets that are not custom, not named, or whose price did not move', () => {
    const single = aBet('single', [aSelection()]);
    const bet = custom();
    const next = applyRefusedCustomOdds(
      [single, bet],
      [
        { betIndex: 0, odds: odds(3000) },
        { betIndex: 1, odds: odds(4000) },
      ],
    );
    expect(next[0]).toBe(single);
    expect(next[1]).toBe(bet);
  });
});

describe('provider status change', () => {
  it('marks the selections whose provider is unavailable, and unmarks them when it is back', () => {
    const bets = [aBet('combo', [aSelection(), aSelection({ provider: 'oddin' })])];
    const marked = applyProviderStatuses(bets, { betradar: 'active', oddin: 'inactive' });
    expect(marked[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
    const back = applyProviderStatuses(marked, { oddin: 'active' });
    expect(back[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, false]);
    expect(applyProviderStatuses(back, { oddin: 'active' })[0]).toBe(back[0]);
  });
});

describe('match status change', () => {
  it('updates the status of the selections of that match only', () => {
    const bets = [aBet('combo', [aSelection({ matchId: 1 }), aSelection({ matchId: 2 })])];
    const next = applyMatchStatus(bets, 1, 4);
    expect(next[0]?.selections.map((s) => s.matchStatus)).toEqual([4, 0]);
    expect(applyMatchStatus(next, 1, 4)[0]).toBe(next[0]);
  });

  it('a finished match suspends its selections, so they wait for accept changes', () => {
    const bets = [aBet('combo', [aSelection({ matchId: 1 }), aSelection({ matchId: 2 })])];
    const next = applyMatchStatus(bets, 1, 4);
    expect(next[0]?.selections.map((s) => s.isSuspended)).toEqual([true, false]);
    expect(betHasChanges(next[0] as SlipBet)).toBe(true);
    expect(betHasChanges(applyMatchStatus(bets, 1, 1)[0] as SlipBet)).toBe(false);
  });
});

describe('a complete list of a match’s markets', () => {
  it('closes the slip’s markets of that match that it no longer lists', () => {
    const listed = aSelection({ matchId: 5, marketId: 1 });
    const withdrawn = aSelection({ matchId: 5, marketId: 18, specifier: 'total=2.5' });
    const other = aSelection({ matchId: 6, marketId: 1 });
    const bets = [aBet('combo', [listed, withdrawn, other])];
    const updates = completeMarketUpdates(bets, 5, [marketOf(listed)]);
    expect(updates).toEqual([
      marketOf(listed),
      { matchId: 5, marketId: 18, specifier: 'total=2.5', status: 0, outcomes: [] },
    ]);
    const [bet] = applyMarketUpdates(bets, updates, 'none');
    expect(bet?.selections.map((s) => s.isSuspended)).toEqual([false, true, false]);
  });

  it('says nothing of bet builder selections, whose markets are listed apart', () => {
    const custom = aSelection({ matchId: 5, marketId: 900, isCustom: true });
    expect(completeMarketUpdates([aBet('custom_bet', [custom])], 5, [])).toEqual([]);
  });
});

describe('accepting changes', () => {
  it('drops suspended or unavailable selections', () => {
    const keep = aSelection();
    const bets = [
      aBet('combo', [aSelection({ isSuspended: true }), keep, aSelection({ isNotAvailable: true })]),
    ];
    const accepted = acceptChanges(bets);
    expect(accepted.map((b) => [b.type, b.selections.map((s) => s.id)])).toEqual([['single', [keep.id]]]);
  });

  it('takes the current odds as accepted and clears the changed flag', () => {
    const s = { ...aSelection({ odds: 2200, acceptedOdds: 2000, isChanged: true }) };
    const [bet] = acceptChanges([aBet('combo', [s, aSelection()], { stake: 100 })]);
    expect(bet?.selections[0]).toMatchObject({ odds: 2200, acceptedOdds: 2200, isChanged: false });
  });

  it('drops a bet when none of its selections remain', () => {
    expect(acceptChanges([aBet('single', [aSelection({ isSuspended: true })])])).toEqual([]);
  });

  it('drops a custom bet if any of its matches is not prematch or live', () => {
    const custom = (status: 0 | 1 | 2) =>
      aBet(
        'custom_bet',
        [
          aSelection({ matchId: 8, isCustom: true, matchStatus: status }),
          aSelection({ matchId: 8, marketId: 2, isCustom: true }),
        ],
        { customOdds: odds(3000), stake: 100 },
      );
    expect(acceptChanges([custom(2)])).toEqual([]);
    expect(acceptChanges([custom(1)])).toHaveLength(1);
    expect(acceptChanges([custom(0)])[0]).toMatchObject({ type: 'custom_bet', stake: minor(100) });
  });
});
