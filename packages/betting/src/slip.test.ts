import { describe, expect, it } from 'vitest';
import type { SlipBet } from './model';
import {
  addSelection,
  type BetTypeContext,
  betTypeRefusal,
  changeBetType,
  filterSelections,
  isMultiSingleAvailable,
  putCustomBet,
  removeSelection,
  selectionIds,
  slipMode,
  toggleSelection,
} from './slip';
import { systemTypeId } from './system-types';
import { aBet, aSelection, odds } from './test-support';
import { minor } from './units';

const allowAll: BetTypeContext = {
  multiSingleByProvider: { betradar: true, oddin: true, betconstruct: true },
};
const summary = (bets: readonly SlipBet[]) =>
  bets.map((b) =>
    b.type === 'system' && b.system ? `system ${systemTypeId(b.system)}` : `${b.type} ${b.selections.length}`,
  );

function build(count: number): SlipBet[] {
  let bets: SlipBet[] = [];
  for (let i = 0; i < count; i++) bets = addSelection(bets, aSelection());
  return bets;
}

function asSystem(bets: SlipBet[], winCount = 2): SlipBet[] {
  const n = bets.flatMap((b) => b.selections).length;
  const change = changeBetType(bets, 'system', allowAll, { winCount, totalCount: n });
  if (!change.ok) throw new Error(change.reason);
  return change.bets;
}

describe('bet type changes', () => {
  it('the first selection makes a single', () => {
    expect(summary(build(1))).toEqual(['single 1']);
    expect(slipMode(build(1))).toBe('single');
    expect(slipMode([])).toBeNull();
  });

  it('adding a selection to a single makes a combo', () => {
    const single = [{ ...aBet('single', [aSelection()]), stake: minor(500) }];
    const bets = addSelection(single, aSelection());
    expect(summary(bets)).toEqual(['combo 2']);
    expect(bets[0]?.stake).toBe(500);
  });

  it('adding a selection to a combo keeps one combo', () => {
    expect(summary(build(4))).toEqual(['combo 4']);
  });

  it('adding a selection already in the slip changes nothing', () => {
    const s = aSelection();
    const bets = addSelection([], s);
    expect(addSelection(bets, s)).toEqual(bets);
  });

  it('dropping to one selection makes a single', () => {
    const bets = build(2);
    const first = bets[0]?.selections[0];
    const left = removeSelection(bets, first?.id ?? '');
    expect(summary(left)).toEqual(['single 1']);
    expect(summary(removeSelection(left, left[0]?.selections[0]?.id ?? ''))).toEqual([]);
  });

  it('dropping to one selection keeps a custom bet a custom bet', () => {
    const a = aSelection({ matchId: 5, marketId: 1, isCustom: true });
    const b = aSelection({ matchId: 5, marketId: 2, isCustom: true });
    const bets = addSelection(addSelection([], a), b);
    expect(summary(bets)).toEqual(['custom_bet 2']);
    const left = removeSelection(bets, a.id);
    expect(summary(left)).toEqual(['custom_bet 1']);
    expect(removeSelection(left, b.id)).toEqual([]);
  });

  it('a custom bet pick joins the custom bet of its match, another match starts another', () => {
    const a = aSelection({ matchId: 5, isCustom: true });
    const b = aSelection({ matchId: 5, marketId: 2, isCustom: true });
    const c = aSelection({ matchId: 6, isCustom: true });
    const bets = [a, aSelection(), b, c].reduce<SlipBet[]>((acc, s) => addSelection(acc, s), []);
    expect(summary(bets)).toEqual(['custom_bet 2', 'single 1', 'custom_bet 1']);
  });

  it('a system bet whose selection count no longer fits becomes another system type', () => {
    const system = asSystem(build(4), 3);
    expect(summary(system)).toEqual(['system 3/4']);
    const fewer = removeSelection(system, system[0]?.selections[0]?.id ?? '');
    expect(summary(fewer)).toEqual(['system 2/3']);
    expect(summary(addSelection(system, aSelection()))).toEqual(['system 3/5']);
  });

  it('a system bet with no system type left becomes a combo', () => {
    const system = asSystem(build(3));
    const fewer = removeSelection(system, system[0]?.selections[0]?.id ?? '');
    expect(summary(fewer)).toEqual(['combo 2']);
  });

  describe('switching is refused', () => {
    it('to the same type', () => {
      expect(betTypeRefusal(build(2), 'combo', allowAll)).toBe('same_type');
      const system = asSystem(build(4));
      expect(betTypeRefusal(system, 'system', allowAll)).toBe('same_type');
      expect(betTypeRefusal(system, 'system', allowAll, { winCount: 2, totalCount: 4 })).toBe('same_type');
    });

    it('for a lone single', () => {
      expect(betTypeRefusal(build(1), 'combo', allowAll)).toBe('lone_single');
    });

    it('for a custom bet', () => {
      const bets = addSelection([], aSelection({ isCustom: true }));
      expect(betTypeRefusal(bets, 'combo', allowAll)).toBe('custom_bet');
      expect(betTypeRefusal([], 'combo', allowAll)).toBe('empty');
    });

    it('to single with many selections when a provider does not support multi-single', () => {
      const bets = [aSelection(), aSelection({ provider: 'oddin' })].reduce<SlipBet[]>(addSelection, []);
      const context = { multiSingleByProvider: { betradar: true } };
      expect(betTypeRefusal(bets, 'single', context)).toBe('multi_single_unavailable');
      expect(changeBetType(bets, 'single', context)).toEqual({
        ok: false,
        reason: 'multi_single_unavailable',
      });
    });

    it('to system when no system type fits', () => {
      expect(betTypeRefusal(build(2), 'system', allowAll)).toBe('no_system_type');
      expect(betTypeRefusal(build(17), 'system', allowAll)).toBe('no_system_type');
      expect(betTypeRefusal(build(4), 'system', allowAll, { winCount: 2, totalCount: 3 })).toBe(
        'no_system_type',
      );
    });
  });

  it('multi-single is available only if every selection’s provider allows it', () => {
    const list = [aSelection(), aSelection({ provider: 'betconstruct' })];
    expect(isMultiSingleAvailable(list, { betradar: true, betconstruct: true })).toBe(true);
    expect(isMultiSingleAvailable(list, { betradar: true, betconstruct: false })).toBe(false);
    expect(isMultiSingleAvailable(list, { betradar: true })).toBe(false);
  });

  it('single splits into one bet per selection, each with the stake entered', () => {
    const combo = build(3).map((b) => ({ ...b, stake: minor(200) }));
    const change = changeBetType(combo, 'single', allowAll);
    expect(change.ok && summary(change.bets)).toEqual(['single 1', 'single 1', 'single 1']);
    expect(change.ok && change.bets.map((b) => b.stake)).toEqual([200, 200, 200]);
    expect(change.ok && slipMode(change.bets)).toBe('multi_single');
  });

  it('combo merges the singles', () => {
    const singles = changeBetType(build(3), 'single', allowAll);
    if (!singles.ok) throw new Error(singles.reason);
    const combo = changeBetType(singles.bets, 'combo', allowAll);
    expect(combo.ok && summary(combo.bets)).toEqual(['combo 3']);
  });

  it('system uses system types: the first by default, or the one chosen', () => {
    const first = changeBetType(build(4), 'system', allowAll);
    expect(first.ok && summary(first.bets)).toEqual(['system 2/4']);
    if (!first.ok) return;
    const other = changeBetType(first.bets, 'system', allowAll, { winCount: 3, totalCount: 4 });
    expect(other.ok && summary(other.bets)).toEqual(['system 3/4']);
  });

  it('switching drops the bonus, and a freebet takes its stake with it', () => {
    const freebet = build(2).map((b) => ({
      ...b,
      stake: minor(500),
      bonus: { id: 1, type: 'freebet_all_win' as const, amount: minor(500) },
    }));
    const change = changeBetType(freebet, 'single', allowAll);
    expect(change.ok && change.bets.map((b) => [b.stake, b.bonus])).toEqual([
      [0, undefined],
      [0, undefined],
    ]);
    const boosted = build(3).map((b) => ({
      ...b,
      stake: minor(500),
      bonus: { id: 2, type: 'comboboost' as const },
    }));
    const system = changeBetType(boosted, 'system', allowAll);
    expect(system.ok && system.bets.map((b) => [b.stake, b.bonus])).toEqual([[500, undefined]]);
  });

  describe('in multi-single', () => {
    const singles = () => {
      const change = changeBetType(
        build(2).map((b) => ({ ...b, stake: minor(300) })),
        'single',
        allowAll,
      );
      if (!change.ok) throw new Error(change.reason);
      return change.bets;
    };

    it('adding a selection adds another single with the stake entered', () => {
      const bets = addSelection(singles(), aSelection());
      expect(summary(bets)).toEqual(['single 1', 'single 1', 'single 1']);
      expect(bets.map((b) => b.stake)).toEqual([300, 300, 300]);
    });

    it('removing a selection removes its bet and keeps the others’ stakes', () => {
      const bets = singles().map((b, i) => ({ ...b, stake: minor(100 * (i + 1)) }));
      const left = removeSelection(bets, bets[0]?.selections[0]?.id ?? '');
      expect(left.map((b) => [b.type, b.stake])).toEqual([['single', 200]]);
    });
  });

  it('regular bets keep their place among custom bets', () => {
    const custom = aSelection({ isCustom: true });
    const bets = [custom, aSelection(), aSelection()].reduce<SlipBet[]>(addSelection, []);
    expect(summary(bets)).toEqual(['custom_bet 1', 'combo 2']);
    const change = changeBetType(bets, 'single', allowAll);
    expect(change.ok && summary(change.bets)).toEqual(['custom_bet 1', 'single 1', 'single 1']);
  });

  it('toggles an outcome in and out', () => {
    const s = aSelection();
    const bets = toggleSelection([], s);
    expect(selectionIds(bets)).toEqual([s.id]);
    expect(toggleSelection(bets, s)).toEqual([]);
  });

  it('filters selections and re-fits the bets', () => {
    const custom = [
      aSelection({ matchId: 3, isCustom: true }),
      aSelection({ matchId: 3, marketId: 2, isCustom: true }),
    ];
    const regular = [aSelection(), aSelection()];
    const bets = [...custom, ...regular].reduce<SlipBet[]>(addSelection, []);
    const dropped = new Set([custom[0]?.id, regular[0]?.id]);
    const kept = filterSelections(bets, (s) => !dropped.has(s.id));
    expect(summary(kept)).toEqual(['custom_bet 1', 'single 1']);
    expect(filterSelections(bets, () => true)).toEqual(bets);
    expect(filterSelections(bets, () => false)).toEqual([]);
  });
});

describe('a bet builder put in the slip', () => {
  const legs = (matchId: number) => [
    aSelection({ matchId, marketId: 1 }),
    aSelection({ matchId, marketId: 18, specifier: 'total=2.5', outcomeId: '12' }),
  ];

  it('goes in as one custom bet with its price, its selections marked custom', () => {
    const bets = putCustomBet([aBet('single', [aSelection()])], legs(3), odds(4019));
    expect(summary(bets)).toEqual(['single 1', 'custom_bet 2']);
    expect(bets[1]).toMatchObject({ customOdds: 4019, stake: 0 });
    expect(bets[1]?.selections.every((s) => s.isCustom === true)).toBe(true);
  });

  it('replaces the custom bet of the same match where it stands, keeping its stake', () => {
    const before = putCustomBet([], legs(3), odds(4019)).map((b) => ({ ...b, stake: minor(500) }));
    const other = putCustomBet(before, legs(4), odds(3000));
    const [first] = legs(3);
    const next = putCustomBet(other, first ? [first] : [], odds(2440));
    expect(summary(next)).toEqual(['custom_bet 1', 'custom_bet 2']);
    expect(next[0]).toMatchObject({ customOdds: 2440, stake: 500 });
    expect(next[1]).toBe(other[1]);
  });

  it('changing its selections drops its price, and a price waiting for acceptance', () => {
    const [bet] = putCustomBet([], legs(3), odds(4019));
    const waiting = { ...(bet as SlipBet), customOddsBefore: odds(4100) };
    const [next] = removeSelection([waiting], waiting.selections[0]?.id ?? '');
    expect(next?.customOdds).toBeUndefined();
    expect(next?.customOddsBefore).toBeUndefined();
  });

  it('no selection changes nothing', () => {
    const bets = [aBet('single', [aSelection()])];
    expect(putCustomBet(bets, [], odds(2000))).toEqual(bets);
  });
});
