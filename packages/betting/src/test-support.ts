/**
 * Test data factories (`aSelection({ odds: 2100 })`) for the package's tests; not part of the public API.
 */
import { createSelection, type OutcomePick, type SlipBet, type SlipSelection } from './model';
import type { SystemType } from './system-types';
import { minor, type Odds1000 } from './units';

let nextMatchId = 1;

type SelectionOverrides = Partial<Omit<SlipSelection, 'id' | 'odds' | 'acceptedOdds' | 'initialOdds'>> & {
  readonly odds?: number;
  readonly acceptedOdds?: number;
};

/** A selection of a new match (unless `matchId` is given), market 1, outcome '1', odds 2.00, betradar, prematch. */
export function aSelection(overrides: SelectionOverrides = {}): SlipSelection {
  const { odds = 2000, acceptedOdds, isSuspended, isChanged, isNotAvailable, ...pick } = overrides;
  const base: OutcomePick = {
    matchId: pick.matchId ?? nextMatchId++,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    matchStatus: 0,
    provider: 'betradar',
    ...pick,
    odds: odds as Odds1000,
  };
  return {
    ...createSelection(base),
    ...(acceptedOdds !== undefined && { acceptedOdds: acceptedOdds as Odds1000 }),
    ...(isSuspended !== undefined && { isSuspended }),
    ...(isChanged !== undefined && { isChanged }),
    ...(isNotAvailable !== undefined && { isNotAvailable }),
  };
}

/** A bet of the given type; a system without `system` gets 2/n. */
export function aBet(
  type: SlipBet['type'],
  selections: readonly SlipSelection[],
  overrides: Partial<Omit<SlipBet, 'stake'>> & { readonly stake?: number; readonly system?: SystemType } = {},
): SlipBet {
  const { stake = 0, ...rest } = overrides;
  return {
    type,
    selections,
    stake: minor(stake),
    stakeSource: 'stake',
    ...(type === 'system' && { system: { winCount: 2, totalCount: selections.length } }),
    ...rest,
  };
}

export function odds(value: number): Odds1000 {
  return value as Odds1000;
}
