import { MarketStatus } from '@sportsbook/contract/light';
import { isBettableMatchStatus, isFinishedMatchStatus, isSelectionOpen } from './availability';
import { betReturnRatio, type Id, type MatchStatus, type SlipBet, type SlipSelection } from './model';
import { acceptsOdds, type OddsAcceptMode } from './odds-accept';
import { rescaleStake, sameRatio } from './potential-win';
import { filterSelections, isCustomBet } from './slip';
import type { Odds1000 } from './units';

/** A market as the server sends it in markets_changed, reduced to what a selection needs. */
export interface MarketUpdate {
  readonly matchId: Id;
  readonly marketId: Id;
  readonly specifier: string;
  readonly status: number;
  readonly outcomes: readonly { readonly id: Id; readonly active: boolean; readonly odds: number }[];
}

function marketKey(matchId: Id, marketId: Id, specifier: string): string {
  return `${matchId}:${marketId}:${specifier}`;
}

/**
 * One selection against the latest state of its market (SPEC §4 'Selection updates from the
 * server'): market missing → unchanged; market not allowed, outcome missing or inactive, or the
 * match no longer bettable → suspended; otherwise the odds update, under the odds-accept mode:
 * none → any change from the accepted odds flags the selection; higher → an increase is accepted,
 * a decrease flags; any → every change is accepted.
 */
export function updateSelection(
  selection: SlipSelection,
  market: MarketUpdate | undefined,
  mode: OddsAcceptMode,
): SlipSelection {
  if (market === undefined) return selection;
  const outcome = market.outcomes.find((o) => String(o.id) === String(selection.outcomeId));
  const open = isSelectionOpen({
    matchStatus: selection.matchStatus,
    marketStatus: market.status,
    outcome: outcome ?? null,
  });
  if (!open || outcome === undefined) {
    return selection.isSuspended && !selection.active
      ? selection
      : { ...selection, isSuspended: true, active: false };
  }
  const odds = outcome.odds as Odds1000;
  const accept = acceptsOdds(mode, selection.acceptedOdds, odds);
  const acceptedOdds = accept ? odds : selection.acceptedOdds;
  const isChanged = !accept;
  const same =
    odds === selection.odds &&
    selection.active &&
    !selection.isSuspended &&
    acceptedOdds === selection.acceptedOdds &&
    isChanged === selection.isChanged;
  return same ? selection : { ...selection, odds, active: true, isSuspended: false, acceptedOdds, isChanged };
}

/**
 * Applies market updates to every bet. When a bet's stake was entered as potential win, the stake is
 * rescaled by old/new total odds so the potential win stays what the player asked for (rounded down).
 * A custom bet's selections take every new price without asking: the bet is placed at its own price
 * (`customOdds`), which the server checks again when placing (code 120 when it moved); a suspended
 * or missing outcome still waits for acceptance.
 */
export function applyMarketUpdates(
  bets: readonly SlipBet[],
  markets: readonly MarketUpdate[],
  mode: OddsAcceptMode,
): SlipBet[] {
  const byKey = new Map(markets.map((m) => [marketKey(m.matchId, m.marketId, m.specifier), m]));
  return bets.map((bet) => {
    const betMode = isCustomBet(bet) ? 'any' : mode;
    const selections = bet.selections.map((s) =>
      updateSelection(s, byKey.get(marketKey(s.matchId, s.marketId, s.specifier)), betMode),
    );
    if (selections.every((s, i) => s === bet.selections[i])) return bet;
    const next = { ...bet, selections };
    if (bet.stakeSource !== 'potentialWin') return next;
    const before = betReturnRatio(bet);
    const after = betReturnRatio(next);
    return sameRatio(before, after) ? next : { ...next, stake: rescaleStake(bet.stake, before, after) };
  });
}

/**
 * What the server answered about one selection of a refused bet (place-bet error 101 and the other
 * refusals that name selections): its current odds, null when the outcome is gone, and whether it
 * can still be bet on.
 */
export interface RefusedSelection {
  readonly matchId: Id;
  readonly marketId: Id;
  readonly specifier: string;
  readonly outcomeId: Id;
  readonly odds: number | null;
  readonly active: boolean;
}

/**
 * Applies a refusal's selection states to the slip: a gone or inactive outcome is suspended, a
 * changed price becomes the current odds and is flagged changed, whatever the odds-accept mode (the
 * server refused it, so the player must accept it). Unnamed selections and bets stay as they are.
 */
export function applyRefusedSelections(
  bets: readonly SlipBet[],
  refused: readonly RefusedSelection[],
): SlipBet[] {
  if (refused.length === 0) return [...bets];
  const byKey = new Map(
    refused.map((r) => [`${marketKey(r.matchId, r.marketId, r.specifier)}:${String(r.outcomeId)}`, r]),
  );
  return bets.map((bet) => {
    const selections = bet.selections.map((s) => {
      const r = byKey.get(`${marketKey(s.matchId, s.marketId, s.specifier)}:${String(s.outcomeId)}`);
      if (r === undefined) return s;
      if (r.odds === null || !r.active) return { ...s, isSuspended: true, active: false };
      const odds = r.odds as Odds1000;
      return { ...s, odds, active: true, isSuspended: false, isChanged: odds !== s.acceptedOdds };
    });
    return selections.every((s, i) => s === bet.selections[i]) ? bet : { ...bet, selections };
  });
}

/** A custom bet's current price as a refusal answered it (place-bet code 120), by slip bet index. */
export interface RefusedCustomOdds {
  readonly betIndex: number;
  readonly odds: Odds1000;
}

/**
 * Applies the current prices of refused custom bets (code 120): each becomes its bet's price, and the
 * price the player had agreed to is kept until 'Accept changes'. A bet that is not custom, or whose
 * price did not move, stays as it is.
 */
export function applyRefusedCustomOdds(
  bets: readonly SlipBet[],
  refused: readonly RefusedCustomOdds[],
): SlipBet[] {
  return bets.map((bet, index) => {
    const current = refused.find((r) => r.betIndex === index);
    if (current === undefined || !isCustomBet(bet) || current.odds === bet.customOdds) return bet;
    return { ...bet, customOdds: current.odds, customOddsBefore: bet.customOddsBefore ?? bet.customOdds };
  });
}

/** Provider statuses as in settings `providerStatuses`. A provider not listed is taken as active. */
export type ProviderStatuses = Readonly<Record<string, 'active' | 'inactive'>>;

/** A provider status change marks the selections whose provider is unavailable (and unmarks the rest). */
export function applyProviderStatuses(bets: readonly SlipBet[], statuses: ProviderStatuses): SlipBet[] {
  return bets.map((bet) => {
    const selections = bet.selections.map((s) => {
      const isNotAvailable = statuses[s.provider] === 'inactive';
      return isNotAvailable === s.isNotAvailable ? s : { ...s, isNotAvailable };
    });
    return selections.every((s, i) => s === bet.selections[i]) ? bet : { ...bet, selections };
  });
}

/**
 * A match's status changed (match_status_changed): its selections carry the new status. A finished
 * match (stopped, closed, finished, not covered) takes no more bets: its selections are suspended,
 * so they wait for 'Accept changes', which drops them.
 */
export function applyMatchStatus(bets: readonly SlipBet[], matchId: Id, status: MatchStatus): SlipBet[] {
  const finished = isFinishedMatchStatus(status);
  const update = (s: SlipSelection): SlipSelection =>
    String(s.matchId) !== String(matchId) ||
    (s.matchStatus === status && (!finished || (s.isSuspended && !s.active)))
      ? s
      : { ...s, matchStatus: status, ...(finished && { isSuspended: true, active: false }) };
  return bets.map((bet) => {
    const selections = bet.selections.map(update);
    return selections.every((s, i) => s === bet.selections[i]) ? bet : { ...bet, selections };
  });
}

/**
 * The updates that a complete list of a match's markets (all it still offers) makes for the slip:
 * the listed markets, and a market not allowed (status 0) for each selection of that match whose market
 * is not in the list (bet builder selections aside). A partial update leaves an unnamed market
 * unchanged (SPEC §4); a complete list not naming it means it was withdrawn.
 */
export function completeMarketUpdates(
  bets: readonly SlipBet[],
  matchId: Id,
  markets: readonly MarketUpdate[],
): MarketUpdate[] {
  const listed = new Set(markets.map((m) => marketKey(m.matchId, m.marketId, m.specifier)));
  const closed = new Map<string, MarketUpdate>();
  for (const s of bets.flatMap((bet) => bet.selections)) {
    // A bet builder's markets are listed apart (its own market list), so this list says nothing of them.
    if (String(s.matchId) !== String(matchId) || s.isCustom === true) continue;
    const key = marketKey(s.matchId, s.marketId, s.specifier);
    if (!listed.has(key) && !closed.has(key))
      closed.set(key, {
        matchId: s.matchId,
        marketId: s.marketId,
        specifier: s.specifier,
        status: MarketStatus.notAllowed,
        outcomes: [],
      });
  }
  return [...markets, ...closed.values()];
}

/**
 * Accepting changes (SPEC §4): drops suspended or unavailable selections and takes the current odds
 * as accepted, and a custom bet's new price. A bet is dropped if no selection remains, and a custom
 * bet also if any of its matches is neither prematch nor live. The regular bets re-fit to what is
 * left (one left makes a single); a custom bet that lost a selection has no price until it is priced again.
 */
export function acceptChanges(bets: readonly SlipBet[]): SlipBet[] {
  const playable = bets.filter(
    (b) => !isCustomBet(b) || b.selections.every((s) => isBettableMatchStatus(s.matchStatus)),
  );
  const kept = filterSelections(playable, (s) => !s.isSuspended && !s.isNotAvailable);
  return kept.map((bet) => {
    const taken = bet.customOddsBefore === undefined ? bet : { ...bet, customOddsBefore: undefined };
    return taken.selections.some((s) => s.isChanged || s.acceptedOdds !== s.odds)
      ? {
          ...taken,
          selections: taken.selections.map((s) => ({ ...s, acceptedOdds: s.odds, isChanged: false })),
        }
      : taken;
  });
}
