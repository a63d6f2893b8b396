import type { TMatch, TPlaceSelection } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';

/** A match of the list with its main market open and every outcome of it active. */
export type BettableMatch = TMatch & { main_market: NonNullable<TMatch['main_market']> };

/** Upcoming bettable matches (the API's own list) whose main market takes a bet on any outcome. */
export async function bettablePrematch(app: FastifyInstance, limit = 200): Promise<BettableMatch[]> {
  const reply = await app.inject({
    url: `/api/sportsbook/matches?match_status=0&limit=${limit}&bettable=true`,
  });
  return (reply.json() as { data: TMatch[] }).data.filter(
    (m): m is BettableMatch =>
      m.type === 'match' && m.main_market?.status === 1 && m.main_market.outcomes.every((o) => o.active),
  );
}

/** The selection of one outcome of a match's main market, at its current odds. */
export function mainMarketPick(
  match: BettableMatch,
  outcome: BettableMatch['main_market']['outcomes'][number],
): TPlaceSelection {
  const market = match.main_market;
  return {
    match_id: match.id,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
    odds: outcome.odds,
  };
}
