import {
  betTypeFromServer,
  createSelection,
  minor,
  type Odds1000,
  parseSystemTypeId,
  refitSystemType,
  type SlipBet,
  type SlipSelection,
  systemTypeId,
} from '@sportsbook/betting';
import type { TBet, TRestoredSelection, TShareCodeReplyBets, TSharedBet } from '@sportsbook/contract';

import { BET_CODE_PARAM } from './share-param';

export { BET_CODE_PARAM };

/** SPEC §8 messages of the shared-bet-not-found modal; anything else reads as "try later". */
export const NOT_FOUND_MESSAGES = [
  'share-bet.not-found-modal.link-not-found',
  'share-bet.not-found-modal.link-try-another-bet',
  'share-bet.not-found-modal.link-try-later',
] as const;

interface Currency {
  code: string;
  subunits: number;
}

/** SPEC §3 'Share payload' of the slip's bets: stake, currency, selections, bet and system type. */
export function sharedFromSlip(bets: readonly SlipBet[], currency: Currency): TSharedBet[] {
  return bets
    .filter((bet) => bet.selections.length > 0)
    .map((bet) => ({
      stake: bet.stake,
      currency: currency.code,
      subunits: currency.subunits,
      selections: bet.selections.map((s) => ({
        match_id: Number(s.matchId),
        market_id: Number(s.marketId),
        specifier: s.specifier,
        outcome_id: String(s.outcomeId),
        odds: s.acceptedOdds,
      })),
      bet_type: bet.type,
      system_type: bet.type === 'system' && bet.system ? systemTypeId(bet.system) : null,
      custom_odds: bet.type === 'custom_bet' ? (bet.customOdds ?? null) : null,
      freebet_stake: null,
    }));
}

/** The share payload of a placed bet: what the player bet, to bet it again. */
export function sharedFromPlaced(bet: TBet): TSharedBet {
  return {
    stake: bet.stake.value,
    currency: bet.stake.currency,
    subunits: bet.stake.subunits,
    selections: bet.selections.map((s) => ({
      match_id: s.match.id,
      market_id: s.market_id,
      specifier: s.specifier,
      outcome_id: s.outcome_id,
      odds: s.odds,
    })),
    bet_type: bet.type,
    system_type: bet.system?.id ?? null,
    custom_odds: bet.custom_odds,
    freebet_stake: null,
  };
}

/** The link that restores a share code (SPEC §4 'Share restore'), on the given page. */
export function shareLink(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(BET_CODE_PARAM, code);
  return url.toString();
}

function restoredSelection(s: TRestoredSelection): SlipSelection {
  const selection = createSelection({
    matchId: s.match_id,
    matchUrnId: s.match_urn_id,
    matchSlug: s.match_slug,
    matchStatus: s.match_status,
    marketId: s.market_id,
    marketName: s.market_name,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
    outcomeName: s.outcome_name,
    odds: s.odds as Odds1000,
    provider: s.provider,
    sportKey: s.sport_key,
    nameA: s.home ?? s.category_name,
    nameB: s.away ?? undefined,
    categoryName: s.category_name,
    active: s.active,
  });
  // No longer offered: held as suspended, so 'Accept changes' drops it.
  return s.active ? selection : { ...selection, isSuspended: true };
}

/**
 * The slip bets of a share-code reply. Selections come with their current names and odds; a stake
 * in another currency than the player's is not carried over (it would mean another amount).
 */
export function slipBetsFromShare(reply: TShareCodeReplyBets, currency: string): SlipBet[] {
  return reply.bets.flatMap((shared): SlipBet[] => {
    const type = betTypeFromServer(shared.bet_type);
    const selections = shared.selections.map(restoredSelection);
    if (type === null || selections.length === 0) return [];
    const base: SlipBet = {
      type,
      selections,
      stake: minor(shared.currency === currency ? shared.stake : 0),
      stakeSource: 'sharing',
    };
    if (type === 'system') {
      const parsed = shared.system_type ? parseSystemTypeId(shared.system_type) : null;
      const system = refitSystemType(parsed ?? undefined, selections.length);
      return [system ? { ...base, system } : { ...base, type: 'combo' }];
    }
    if (type === 'custom_bet' && shared.custom_odds)
      return [{ ...base, customOdds: shared.custom_odds as Odds1000 }];
    return [base];
  });
}
