import {
  completeMarketUpdates,
  isFinishedMatchStatus,
  type MarketUpdate,
  type SlipBet,
  type TicketEvent,
} from '@sportsbook/betting';
import type { TMarket } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/light';

type OddsAcceptMode = Extract<TicketEvent, { type: 'markets_changed' }>['mode'];

/** A market of the catalogue as the ticket machine reads it. */
export const toMarketUpdate = (m: TMarket): MarketUpdate => ({
  matchId: m.match_id,
  marketId: m.id,
  specifier: m.specifier,
  status: m.status,
  outcomes: m.outcomes,
});

/** Prematch, then live, then finished: a match never goes back, so an older copy cannot undo a newer one. */
const stage = (status: number) =>
  isFinishedMatchStatus(status as MatchStatus) ? 2 : status === MatchStatus.live ? 1 : 0;

/**
 * What the slip learns from a change of the catalogue's cached data (the store live updates are
 * merged into, see features/live): a list or a match page whose match of the slip moved on
 * (went live, finished), and a match's complete market list (a market no longer in it was withdrawn).
 * `key` is the query key of the changed data.
 */
export function slipEventsFromCache(
  bets: readonly SlipBet[],
  key: readonly unknown[],
  data: unknown,
  mode: OddsAcceptMode,
): TicketEvent[] {
  if (bets.length === 0 || data == null || key[0] !== 'catalogue') return [];
  const selections = bets.flatMap((bet) => bet.selections);
  const inSlip = new Set(selections.map((s) => String(s.matchId)));
  switch (key[1]) {
    case 'matches':
    case 'match': {
      const matches = (
        key[1] === 'match' ? [data] : ((data as { data?: unknown[] }).data ?? [])
      ) as readonly { id: number; status: number }[];
      return matches.flatMap((match): TicketEvent[] => {
        if (!inSlip.has(String(match.id))) return [];
        const behind = selections.some(
          (s) => String(s.matchId) === String(match.id) && stage(s.matchStatus) < stage(match.status),
        );
        return behind
          ? [{ type: 'match_status_changed', matchId: match.id, status: match.status as MatchStatus }]
          : [];
      });
    }
    case 'markets': {
      const matchId = key[3];
      if (typeof matchId !== 'number' || !inSlip.has(String(matchId))) return [];
      const markets = completeMarketUpdates(bets, matchId, (data as TMarket[]).map(toMarketUpdate));
      return markets.length > 0 ? [{ type: 'markets_changed', markets, mode }] : [];
    }
    default:
      return [];
  }
}
