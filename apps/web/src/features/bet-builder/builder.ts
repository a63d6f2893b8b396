import type { Odds1000 } from '@sportsbook/betting';
import type { TMarket } from '@sportsbook/contract';
import { customLegKey } from '@/features/bets/queries';

/** One outcome picked in the bet builder, before it goes to the slip. */
export interface BuilderPick {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly marketName: string;
  readonly outcomeName: string;
  readonly odds: Odds1000;
}

/** The pick's name in the calculation's `unavailable` list: `${market}|${specifier}|${outcome}`. */
export const pickKey = (pick: Pick<BuilderPick, 'marketId' | 'specifier' | 'outcomeId'>): string =>
  customLegKey({ market_id: pick.marketId, specifier: pick.specifier, outcome_id: pick.outcomeId });

const lineOf = (pick: Pick<BuilderPick, 'marketId' | 'specifier'>) => `${pick.marketId}|${pick.specifier}`;

/**
 * A click on an outcome: a picked outcome is unpicked; another outcome of a line already picked
 * takes its place (one outcome per line: two can never both win); any other outcome is added.
 */
export function togglePick(picks: readonly BuilderPick[], pick: BuilderPick): BuilderPick[] {
  const key = pickKey(pick);
  if (picks.some((p) => pickKey(p) === key)) return picks.filter((p) => pickKey(p) !== key);
  const line = lineOf(pick);
  const index = picks.findIndex((p) => lineOf(p) === line);
  if (index === -1) return [...picks, pick];
  return picks.map((p, i) => (i === index ? pick : p));
}

/** Whether two lists of keys hold the same keys, whatever their order. */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a);
  return b.every((key) => keys.has(key));
}

export interface BuilderGroup {
  readonly key: string;
  readonly markets: readonly TMarket[];
}

/**
 * The builder's tabs (SPEC §3 'Market': custom bet groups): one per group, in the order the groups
 * first appear in the markets as served, each with its markets in that order. A market in several
 * groups is in each of them; a market without a group goes to 'main'.
 */
export function builderGroups(markets: readonly TMarket[]): BuilderGroup[] {
  const groups = new Map<string, TMarket[]>();
  for (const market of markets) {
    const keys = market.custom_bet_groups.length > 0 ? market.custom_bet_groups : ['main'];
    for (const key of keys) {
      const list = groups.get(key);
      if (list) list.push(market);
      else groups.set(key, [market]);
    }
  }
  return [...groups].map(([key, list]) => ({ key, markets: list }));
}

/**
 * The builder's markets with the live state of the same line among the match's markets (kept up to
 * date by the real-time channel): its status and outcomes, so a price or a suspension shows at once.
 * A line not among them keeps what the bet-builder list said; an unchanged market stays the same object.
 */
export function withLiveState(builder: readonly TMarket[], live: readonly TMarket[] | undefined): TMarket[] {
  if (!live || live.length === 0) return [...builder];
  const byLine = new Map(live.map((m) => [`${m.id}|${m.specifier}`, m]));
  return builder.map((market) => {
    const current = byLine.get(`${market.id}|${market.specifier}`);
    if (!current || (current.status === market.status && current.outcomes === market.outcomes)) return market;
    return { ...market, status: current.status, outcomes: current.outcomes };
  });
}
