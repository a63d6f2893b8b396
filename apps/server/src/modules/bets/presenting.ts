import {
  cashoutValue,
  isMarketOpen,
  type Minor,
  type Odds1000,
  parseSystemTypeId,
  type SelectionResult,
} from '@sportsbook/betting';
import {
  MatchStatus,
  type TBet,
  type TBetsQuery,
  type TMatchStatistics,
  type TSiteConfig,
} from '@sportsbook/contract';
import type { MarketRow, PlayerRow } from '../../db/schema';
import { type BetsContext, comboboostOfBet, freebetOfBet, type MatchSnapshot, outcomesOf } from './context';
import { type BetsRepo, type BettableMatch, type BetWithSelections, lineKey } from './repo';

/** Open (waiting) and closed statuses of SPEC §4 'Bet status' as the list filters see them. */
const OPEN_STATUSES = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'];
const SETTLED_STATUSES = ['rejected', 'cancelled', 'done', 'cashed_out', 'withdrawn'];
// A cashed-out bet is under none of them (its result is cashed_out, shown as such): what it
// returned may be less than its stake, so it is neither a win nor a loss.
const RESULTS_BY_FILTER = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
} as const;

const iso = (ms: number) => new Date(ms).toISOString();

/** The odds an outcome can be bet at now, or null (line closed or suspended, outcome gone or inactive). */
function liveOdds(line: MarketRow | undefined, outcomeId: string): number | null {
  if (!line || !isMarketOpen(line.status)) return null;
  const outcome = outcomesOf(line).find((o) => o.id === outcomeId);
  return outcome?.active ? outcome.odds : null;
}

/** Bets as the wire shows them: rows with current match states and cash-out values. */
export class BetPresenter {
  private readonly repo: BetsRepo;
  private readonly site: TSiteConfig;
  private readonly margin: number;
  private readonly jackpots: BetsContext['options']['jackpots'];

  constructor(ctx: Pick<BetsContext, 'repo' | 'site' | 'options'>) {
    this.repo = ctx.repo;
    this.site = ctx.site;
    this.margin = ctx.options.cashoutMargin ?? 0.05;
    this.jackpots = ctx.options.jackpots;
  }

  async list(player: PlayerRow, query: TBetsQuery): Promise<{ data: TBet[]; total: number }> {
    const statuses =
      query.status === 'open' ? OPEN_STATUSES : query.status === 'settled' ? SETTLED_STATUSES : undefined;
    const results = query.result === 'all' ? undefined : RESULTS_BY_FILTER[query.result];
    const { rows, total } = await this.repo.playerBets(
      player.id,
      { statuses, results },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    return { data: await this.present(rows), total };
  }

  /** Bets as the wire shows them, with current match states and cash-out values. */
  async present(rows: BetWithSelections[]): Promise<TBet[]> {
    const selections = rows.flatMap((row) => row.selections);
    const [matches, lines, jackpots] = await Promise.all([
      this.repo.matches([...new Set(selections.map((s) => s.match_id))]),
      this.repo.lines(
        rows
          .filter((row) => row.status === 'waiting_results')
          .flatMap((row) => row.selections)
          .filter((s) => s.status === 'open')
          .map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
      this.jackpots?.contributionsOf(rows.map((row) => row.id)) ?? new Map<string, string[]>(),
    ]);
    return rows.map((row) =>
      withJackpots(this.toBet(row, matches, this.cashoutOf(row, lines)), jackpots.get(row.id)),
    );
  }

  cashoutOf(bet: BetWithSelections, lines: Map<string, MarketRow>): number | null {
    // A freebet's stake was never the player's cash: it is not sold back.
    if (bet.status !== 'waiting_results' || freebetOfBet(bet)) return null;
    return cashoutValue({
      type: bet.type,
      stake: bet.stake as Minor,
      selections: bet.selections.map((s) => ({
        placedOdds: s.odds as Odds1000,
        currentOdds: (s.status === 'open'
          ? liveOdds(lines.get(lineKey(s.match_id, s.market_id, s.specifier)), s.outcome_id)
          : null) as Odds1000 | null,
        result: s.status as SelectionResult,
      })),
      ...(bet.system_id && { system: parseSystemTypeId(bet.system_id) ?? undefined }),
      ...(bet.custom_odds !== null && { customOdds: bet.custom_odds as Odds1000 }),
      margin: this.margin,
    });
  }

  toBet(bet: BetWithSelections, matches: Map<number, BettableMatch>, toCashout: number | null): TBet {
    const currency = this.site.currencies[bet.currency];
    const system = bet.system_id ? parseSystemTypeId(bet.system_id) : null;
    const freebet = freebetOfBet(bet);
    return {
      id: bet.id,
      type: bet.type,
      ref: bet.ref,
      status: bet.status as TBet['status'],
      stake: { value: bet.stake, currency: bet.currency, subunits: currency?.subunits ?? 2 },
      win_amount: bet.win_amount,
      odds: bet.odds,
      selections: bet.selections.map((s) => {
        const snap = JSON.parse(s.match) as MatchSnapshot;
        const current = matches.get(s.match_id);
        const stats = current?.statistics ? (JSON.parse(current.statistics) as TMatchStatistics) : null;
        return {
          id: `${s.match_id}:${s.market_id}:${s.specifier}:${s.outcome_id}`,
          status: s.status as TBet['selections'][number]['status'],
          match: {
            ...snap,
            start_time: iso(snap.start_time),
            status: current?.status ?? (s.status === 'open' ? snap.status : MatchStatus.finished),
            score: stats?.total_score ? `${stats.total_score.home}:${stats.total_score.away}` : null,
          },
          market_id: s.market_id,
          market_name: s.market_name,
          specifier: s.specifier,
          outcome_id: s.outcome_id,
          outcome_name: s.outcome_name,
          odds: s.odds,
          provider: s.provider,
        };
      }),
      created_at: iso(bet.created_at),
      settled_at: bet.settled_at === null ? null : iso(bet.settled_at),
      result: bet.result as TBet['result'],
      to_cashout: toCashout,
      bonus: bonusRef(bet.bonus),
      system: system
        ? {
            id: `${system.winCount}/${system.totalCount}`,
            win_count: system.winCount,
            total_count: system.totalCount,
          }
        : null,
      used_in_jackpot: false,
      is_vip: false,
      potential_win_amount: bet.potential_win,
      freebet_stake: freebet && freebet.type !== 'freebet_no_risk' ? bet.stake : null,
      custom_odds: bet.custom_odds,
      bonus_odds: comboboostOfBet(bet)?.odds ?? null,
      jackpots: [],
    };
  }
}

/** SPEC §3 Bet bonus {id, type, odds}: what the bet stored, without the terms it was judged by. */
function bonusRef(stored: string | null): TBet['bonus'] {
  if (!stored) return null;
  const { id, type, odds } = JSON.parse(stored) as NonNullable<TBet['bonus']>;
  return { id, type, ...(odds !== undefined && { odds }) };
}

/** SPEC §3 Bet used_in_jackpot and jackpots: the jackpots the bet fed. */
export function withJackpots(bet: TBet, jackpotIds: readonly string[] | undefined): TBet {
  if (!jackpotIds?.length) return bet;
  return { ...bet, used_in_jackpot: true, jackpots: jackpotIds.map((id) => ({ id })) };
}
