import { createHash } from 'node:crypto';
import {
  type BetType,
  betLimitsFromWire,
  betPotentialWin,
  betTotalOdds,
  cashoutValue,
  MESSAGE_KEYS,
  type Minor,
  maxStakeFor,
  minor,
  type Odds1000,
  parseSystemTypeId,
  recommendedStakes,
  type SelectionResult,
  type SystemType,
  settleBet,
  validateBet,
} from '@sportsbook/betting';
import {
  BetsErrorKey,
  ErrorCode,
  PlaceBetCode,
  PlatformErrorKey,
  type TBet,
  type TBetError,
  type TBetSettings,
  type TBetsQuery,
  type TMatchStatistics,
  type TOutcome,
  type TPlaceBet,
  type TPlaceBetsRequest,
  type TRealtimeEvent,
  type TRestoredSelection,
  type TShareCodeReplyBets,
  type TSharedBet,
  type TSiteConfig,
} from '@sportsbook/contract';
import { randomBytesPooled, timeOrderedId } from '../../db/ids';
import type { BetSelectionRow, MarketRow, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Claim } from '../wallet/bet-rows';
import type { BalanceChange, WalletService } from '../wallet/service';
import { localize } from './messages';
import {
  type BetsRepo,
  type BettableMatch,
  type BetWithSelections,
  lineKey,
  type NewBet,
  type PlacementContext,
} from './repo';
import { finalScoreOf, resultOutcome } from './resulting';

/** Sends an event on a player's private channel (every site language). */
export type PlayerNotifier = (playerId: string, event: TRealtimeEvent) => Promise<void>;

/** Whether a provider takes bets now (site configuration, and the feed's live provider status). */
export type ProviderGate = (provider: string) => boolean;

/** Prices same-match selections together (bet builder); null when they cannot be combined. */
export interface CustomBetPricer {
  price(
    match: BettableMatch,
    selections: readonly { market_id: number; specifier: string; outcome_id: string }[],
  ): Promise<{ odds: number } | { refused: string }>;
}

export interface BetsServiceOptions {
  repo: BetsRepo;
  wallet: WalletService;
  siteConfig: TSiteConfig;
  notify: PlayerNotifier;
  providerGate?: ProviderGate;
  customBets?: CustomBetPricer;
  /** Share of the fair cash-out value the house keeps (0.05 = 5 %). */
  cashoutMargin?: number;
  clock?: () => number;
  onError?: (error: unknown, what: string) => void;
}

interface Refusal {
  code: number;
  key: string;
  selections?: NonNullable<TBetError['selections']>;
}

interface PlannedBet {
  row: NewBet;
  selections: BetSelectionRow[];
}

/** Open (waiting) and closed statuses of SPEC §4 'Bet status' as the list filters see them. */
const OPEN_STATUSES = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'];
const SETTLED_STATUSES = ['rejected', 'cancelled', 'done', 'cashed_out', 'withdrawn'];
// NOTE: a cashed-out bet is under none of them (its result is cashed_out, shown as such): what it
// returned may be less than its stake, so it is neither a win nor a loss.
const RESULTS_BY_FILTER = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
} as const;

const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytesPooled(length);
  let code = '';
  for (const byte of bytes) code += REF_ALPHABET[byte % REF_ALPHABET.length];
  return code;
}

class IdempotentReplay extends Error {}

/** The player's odds-change mode (SPEC §8: auto_accept_odds_change). */
type AcceptMode = 'none' | 'higher' | 'any';

/** Whether a price that moved from `asked` to `current` is taken under the mode. */
const accepts = (mode: AcceptMode, asked: number, current: number) =>
  mode === 'any' || (mode === 'higher' && current > asked);

const iso = (ms: number) => new Date(ms).toISOString();

function outcomesOf(line: MarketRow | undefined): TOutcome[] {
  return line ? (JSON.parse(line.outcomes) as TOutcome[]) : [];
}

/** The odds an outcome can be bet at now, or null (line closed or suspended, outcome gone or inactive). */
function liveOdds(line: MarketRow | undefined, outcomeId: string): number | null {
  if (line?.status !== 1) return null;
  const outcome = outcomesOf(line).find((o) => o.id === outcomeId);
  return outcome?.active ? outcome.odds : null;
}

/** A bet's type from its own fields: custom odds make a custom bet, a system id a system. */
function betType(bet: TPlaceBet): BetType {
  if (bet.custom_odds !== undefined) return 'custom_bet';
  if (bet.system_id !== undefined) return 'system';
  return bet.selections.length === 1 ? 'single' : 'combo';
}

/**
 * Bets: the server is the authority. Placement re-runs the betting rules of packages/betting and the
 * bet limits, compares every selection with the current odds under the player's accept mode, and
 * debits the stakes in the database transaction that stores the bets (all or nothing). Settlement
 * results selections from final scores and pays through the ledger; cash out pays the current value.
 */
export class BetsService {
  private readonly repo: BetsRepo;
  private readonly wallet: WalletService;
  private readonly site: TSiteConfig;
  private readonly clock: () => number;
  private readonly margin: number;
  /** Placements in flight in this process, by player and Idempotency-Key (see place()). */
  private readonly attempts = new Map<string, Promise<unknown>>();

  constructor(private readonly options: BetsServiceOptions) {
    this.repo = options.repo;
    this.wallet = options.wallet;
    this.site = options.siteConfig;
    this.clock = options.clock ?? Date.now;
    this.margin = options.cashoutMargin ?? 0.05;
  }

  // ------------------------------------------------------------------------------------------
  // Placement

  /**
   * Places the request's bets for the player, whom `who` may still be looking up: the catalogue
   * read starts beside that lookup (on PostgreSQL each is a round trip), and is dropped if it fails.
   */
  async place(
    who: PlayerRow | Promise<PlayerRow>,
    request: TPlaceBetsRequest,
    context: { locale: string; idempotencyKey?: string },
  ): Promise<TBet[]> {
    const { locale, idempotencyKey } = context;
    const read = () =>
      this.repo.placementContext(
        request.bets.flatMap((bet) =>
          bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
        ),
      );
    const reading = read();
    reading.catch(() => {}); // awaited in plan(); unread when the lookup fails
    const player = await who;
    if (player.pve === 1)
      throw this.refusal(
        locale,
        request.bets.map(() => ({
          code: PlaceBetCode.pvePlayerForbidden,
          key: BetsErrorKey.pvePlayerForbidden,
        })),
      );
    // NOTE: a resend under one key waits for the attempt in flight here until it has stored (or
    // not): else, refused by the catalogue now, it could look the key up before that attempt
    // committed its bets and answer a refusal for a slip that is placed. After a wait the catalogue
    // is read again: the first read is as old as the wait.
    const placed = idempotencyKey
      ? await this.oneAtATime(`${player.id}\n${idempotencyKey}`, (waited) =>
          this.placeAs(player, request, locale, waited ? read() : reading, idempotencyKey),
        )
      : await this.placeAs(player, request, locale, reading);
    if (placed.changes) {
      await this.wallet.announce(placed.changes);
      await this.publishBets(player.id, placed.bets);
    }
    return placed.bets;
  }

  /**
   * Plans and stores the request's bets: with `changes` (to announce) when this call placed them,
   * without when it answers an earlier attempt's bets under the same key.
   */
  private async placeAs(
    player: PlayerRow,
    request: TPlaceBetsRequest,
    locale: string,
    reading: Promise<PlacementContext>,
    idempotencyKey?: string,
  ): Promise<{ bets: TBet[]; changes?: BalanceChange[] }> {
    const requestHash = idempotencyKey
      ? createHash('sha256').update(JSON.stringify(request)).digest('hex')
      : '';
    const replay = async (prior: { request_hash: string; bet_ids: string }) => ({
      bets: await this.replay(prior, requestHash),
    });
    // NOTE: a retry is recognised by its claim on the key, inside the placing transaction, so a
    // first attempt costs no lookup; a retry the catalogue would refuse now looks the key up first.
    const now = this.clock();
    let planned: PlannedBet[];
    try {
      planned = await this.plan(player, request, now, locale, reading);
    } catch (error) {
      const prior = idempotencyKey && (await this.repo.idempotency(player.id, idempotencyKey));
      if (prior) return replay(prior);
      throw error;
    }
    let changes: BalanceChange[];
    try {
      changes = await this.store(
        planned,
        idempotencyKey
          ? {
              playerId: player.id,
              key: idempotencyKey,
              requestHash,
              betIds: planned.map((p) => p.row.id),
              now,
            }
          : undefined,
      );
    } catch (error) {
      const unfunded = error instanceof AppError && error.key === PlatformErrorKey.insufficientFunds;
      // NOTE: on PostgreSQL a slip's balance is looked at before its key is claimed, so the retry of
      // a placed slip the balance no longer covers is refused for funds: it too gets the first result.
      if ((error instanceof IdempotentReplay || unfunded) && idempotencyKey) {
        const prior = await this.repo.idempotency(player.id, idempotencyKey);
        if (prior) return replay(prior);
      }
      if (unfunded)
        throw this.refusal(
          locale,
          request.bets.map(() => ({
            code: PlaceBetCode.insufficientFunds,
            key: BetsErrorKey.insufficientFunds,
          })),
        );
      throw error;
    }
    const bets = planned.map(({ row, selections }) =>
      this.toBet({ ...row, win_amount: 0, settled_at: null, selections }, new Map(), null),
    );
    return { bets, changes };
  }

  /**
   * Runs `run` after the last call under `key` has settled (`waited` says whether there was one);
   * calls under other keys go on meanwhile.
   */
  private async oneAtATime<T>(key: string, run: (waited: boolean) => Promise<T>): Promise<T> {
    const before = this.attempts.get(key);
    const mine = (async () => {
      await before?.catch(() => {});
      return run(before !== undefined);
    })();
    this.attempts.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.attempts.get(key) === mine) this.attempts.delete(key);
    }
  }

  /**
   * Stores the planned bets with their stakes debited, all in one database transaction, after
   * claiming the idempotency key (IdempotentReplay when another request holds it): the wallet's
   * one way to store bets.
   */
  private async store(planned: PlannedBet[], claim?: Claim): Promise<BalanceChange[]> {
    const stored = await this.wallet.storeBets(planned, claim);
    if ('replay' in stored) throw new IdempotentReplay();
    return stored.changes;
  }

  private async replay(
    prior: { request_hash: string; bet_ids: string },
    requestHash: string,
  ): Promise<TBet[]> {
    if (prior.request_hash !== requestHash)
      throw new AppError(409, ErrorCode.invalidRequest, BetsErrorKey.idempotencyMismatch, [
        { path: 'headers.idempotency-key', message: BetsErrorKey.idempotencyMismatch },
      ]);
    return this.present(await this.repo.betsByIds(JSON.parse(prior.bet_ids) as string[]));
  }

  /** Checks every bet against the catalogue and the rules; the refusal lists every failing bet. */
  private async plan(
    player: PlayerRow,
    request: TPlaceBetsRequest,
    now: number,
    locale: string,
    reading: Promise<PlacementContext>,
  ): Promise<PlannedBet[]> {
    const { matches, lines } = await reading;
    // NOTE: the player's odds-change mode matters only where a price moved: read then, once.
    let modeRead: Promise<AcceptMode> | undefined;
    const mode = () => {
      modeRead ??= this.repo
        .settings(player.id)
        .then((stored) => (stored?.auto_accept_odds_change ?? this.site.odds_accept_mode) as AcceptMode);
      return modeRead;
    };
    const refusals: (Refusal | null)[] = [];
    const planned: PlannedBet[] = [];
    for (const bet of request.bets) {
      const result = await this.planBet(player, bet, request.meta, { matches, lines, mode, now });
      if ('refusal' in result) refusals.push(result.refusal);
      else {
        refusals.push(null);
        planned.push(result.planned);
      }
    }
    if (refusals.some((r) => r !== null)) throw this.refusal(locale, refusals);
    return planned;
  }

  private async planBet(
    player: PlayerRow,
    bet: TPlaceBet,
    meta: TPlaceBetsRequest['meta'],
    ctx: {
      matches: Map<number, BettableMatch>;
      lines: Map<string, MarketRow>;
      mode: () => Promise<AcceptMode>;
      now: number;
    },
  ): Promise<{ planned: PlannedBet } | { refusal: Refusal }> {
    const refuse = (code: number, key: string, selections?: Refusal['selections']) => ({
      refusal: { code, key, ...(selections && { selections }) },
    });
    const type = betType(bet);
    const currency = this.site.currencies[bet.stake.currency];
    if (!currency) return refuse(PlaceBetCode.validation, BetsErrorKey.unknownCurrency);
    let system: SystemType | undefined;
    if (type === 'system') {
      system = parseSystemTypeId(bet.system_id ?? '') ?? undefined;
      if (!system || system.totalCount !== bet.selections.length)
        return refuse(PlaceBetCode.validation, BetsErrorKey.invalidSystem);
    }
    const keys = bet.selections.map(
      (s) => `${lineKey(s.match_id, s.market_id, s.specifier)}|${s.outcome_id}`,
    );
    if (new Set(keys).size !== keys.length)
      return refuse(PlaceBetCode.validation, BetsErrorKey.duplicateSelection);

    // Every selection against the catalogue: available, open, provider on, odds acceptable.
    const states: NonNullable<Refusal['selections']> = [];
    let worst: { code: number; key: string } | null = null;
    const rank = (code: number) =>
      code === PlaceBetCode.selectionUnavailable ? 3 : code === PlaceBetCode.providerInactive ? 2 : 1;
    const flag = (code: number, key: string) => {
      if (!worst || rank(code) > rank(worst.code)) worst = { code, key };
    };
    const placedOdds: number[] = [];
    for (const [index, s] of bet.selections.entries()) {
      const match = ctx.matches.get(s.match_id);
      const line = ctx.lines.get(lineKey(s.match_id, s.market_id, s.specifier));
      const outcome = outcomesOf(line).find((o) => o.id === s.outcome_id);
      const state = { index, ...s, odds: outcome?.odds ?? null, active: false };
      placedOdds.push(s.odds);
      if (!match || !line || line.status === 0 || !outcome || (match.status !== 0 && match.status !== 1)) {
        states.push({ ...state, odds: null });
        flag(PlaceBetCode.selectionUnavailable, BetsErrorKey.selectionNotAvailable);
        continue;
      }
      if (line.status !== 1 || !outcome.active) {
        states.push(state);
        flag(PlaceBetCode.selectionUnavailable, BetsErrorKey.selectionSuspended);
        continue;
      }
      if (!this.providerOpen(match.provider)) {
        states.push({ ...state, active: true });
        flag(PlaceBetCode.providerInactive, BetsErrorKey.providerInactive);
        continue;
      }
      // NOTE: a custom bet's legs take the current odds: its own price is checked as a whole below (120).
      if (outcome.odds !== s.odds) {
        if (type !== 'custom_bet' && !accepts(await ctx.mode(), s.odds, outcome.odds)) {
          states.push({ ...state, active: true });
          flag(PlaceBetCode.invalidOdds, BetsErrorKey.invalidOdds);
          continue;
        }
        placedOdds[index] = outcome.odds;
      }
    }
    if (worst !== null) {
      const { code, key } = worst;
      return refuse(code, key, states);
    }

    let customOdds: number | undefined;
    if (type === 'custom_bet' && bet.selections.length < (this.site.is_allowed_single_custom_bet ? 1 : 2))
      return refuse(PlaceBetCode.validation, MESSAGE_KEYS.customBetMinSelections);
    if (type === 'custom_bet') {
      const priced = await this.priceCustom(bet, ctx.matches);
      if ('refused' in priced) return refuse(PlaceBetCode.validation, priced.refused);
      const asked = bet.custom_odds ?? 0;
      const accepted = priced.odds === asked || accepts(await ctx.mode(), asked, priced.odds);
      if (!accepted)
        return refuse(PlaceBetCode.invalidOddsCustomBet, BetsErrorKey.invalidOddsCustomBet, [
          ...bet.selections.map((s, index) => ({ index, ...s, odds: priced.odds, active: true })),
        ]);
      customOdds = priced.odds;
    }

    const shape = {
      type,
      selections: bet.selections.map((s, index) => ({
        id: String(index),
        matchId: s.match_id,
        provider: (ctx.matches.get(s.match_id) as BettableMatch).provider,
        odds: placedOdds[index] as Odds1000,
        isSuspended: false,
      })),
      stake: minor(bet.stake.value),
      ...(system && { system }),
      ...(customOdds !== undefined && { customOdds: customOdds as Odds1000 }),
    };
    const { errors } = validateBet(shape, {
      limits: betLimitsFromWire(this.site.bets_limits),
      currency: { code: currency.code, fiat: currency.fiat },
      allowSingleCustomBet: this.site.is_allowed_single_custom_bet,
    });
    const first = errors[0];
    if (first) return refuse(PlaceBetCode.validation, first.key);

    const id = timeOrderedId();
    return {
      planned: {
        row: {
          id,
          ref: `B-${randomCode(8)}`,
          player_id: player.id,
          type,
          status: 'waiting_results',
          result: 'no_results',
          currency: currency.code,
          stake: bet.stake.value,
          odds: betTotalOdds(shape),
          potential_win: betPotentialWin(shape),
          system_id: bet.system_id ?? null,
          custom_odds: customOdds ?? null,
          bonus: bet.bonus ? JSON.stringify(bet.bonus) : null,
          quick: meta.quick ? 1 : 0,
          device_id: meta.device_id ?? null,
          created_at: ctx.now,
        },
        selections: bet.selections.map((s, position) => {
          const match = ctx.matches.get(s.match_id) as BettableMatch;
          const line = ctx.lines.get(lineKey(s.match_id, s.market_id, s.specifier)) as MarketRow;
          const outcome = outcomesOf(line).find((o) => o.id === s.outcome_id) as TOutcome;
          return {
            bet_id: id,
            position,
            match_id: s.match_id,
            market_id: s.market_id,
            specifier: s.specifier,
            outcome_id: s.outcome_id,
            odds: placedOdds[position] as number,
            status: 'open',
            provider: match.provider,
            market_name: line.name,
            outcome_name: outcome.name,
            match: JSON.stringify(snapshot(match)),
          };
        }),
      },
    };
  }

  private providerOpen(provider: string): boolean {
    if (this.site.provider_statuses[provider] === 'inactive') return false;
    return this.options.providerGate?.(provider) ?? true;
  }

  private async priceCustom(
    bet: TPlaceBet,
    matches: Map<number, BettableMatch>,
  ): Promise<{ odds: number } | { refused: string }> {
    const matchIds = new Set(bet.selections.map((s) => s.match_id));
    const match = matches.get(bet.selections[0]?.match_id ?? 0);
    if (!this.site.custom_bet_enabled || !this.options.customBets || !match || matchIds.size !== 1)
      return { refused: BetsErrorKey.customBetUnavailable };
    return this.options.customBets.price(match, bet.selections);
  }

  private refusal(locale: string, refusals: readonly (Refusal | null)[]): AppError {
    const errorsByBet: Record<string, TBetError> = {};
    refusals.forEach((refusal, index) => {
      if (!refusal) return;
      errorsByBet[String(index)] = {
        code: refusal.code,
        message: refusal.key,
        localized_message: localize(refusal.key, locale),
        ...(refusal.selections && { selections: refusal.selections }),
      };
    });
    const first = refusals.find((r): r is Refusal => r !== null) as Refusal;
    const details = refusals.flatMap((refusal, index) =>
      refusal
        ? [
            { path: `body.bets.${index}`, message: refusal.key },
            ...(refusal.selections ?? []).map((s) => ({
              path: `body.bets.${index}.selections.${s.index}.odds`,
              message: s.odds === null ? BetsErrorKey.selectionNotAvailable : String(s.odds),
            })),
          ]
        : [],
    );
    return new AppError(400, first.code, first.key, details, {
      errors_by_bet: errorsByBet,
      localized_message: localize(first.key, locale),
    });
  }

  // ------------------------------------------------------------------------------------------
  // Reading

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
    const [matches, lines] = await Promise.all([
      this.repo.matches([...new Set(selections.map((s) => s.match_id))]),
      this.repo.lines(
        rows
          .filter((row) => row.status === 'waiting_results')
          .flatMap((row) => row.selections)
          .filter((s) => s.status === 'open')
          .map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
    ]);
    return rows.map((row) => this.toBet(row, matches, this.cashoutOf(row, lines)));
  }

  private cashoutOf(bet: BetWithSelections, lines: Map<string, MarketRow>): number | null {
    if (bet.status !== 'waiting_results') return null;
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

  private toBet(bet: BetWithSelections, matches: Map<number, BettableMatch>, toCashout: number | null): TBet {
    const currency = this.site.currencies[bet.currency];
    const system = bet.system_id ? parseSystemTypeId(bet.system_id) : null;
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
            status: current?.status ?? (s.status === 'open' ? snap.status : 4),
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
      bonus: bet.bonus ? (JSON.parse(bet.bonus) as TBet['bonus']) : null,
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
      freebet_stake: null,
      custom_odds: bet.custom_odds,
      bonus_odds: null,
      jackpots: [],
    };
  }

  // ------------------------------------------------------------------------------------------
  // Max stake, cash out

  /** The largest stake the limits and the player's balance allow for one bet (minor units). */
  async maxStake(player: PlayerRow, bet: TPlaceBet): Promise<number> {
    const currency = this.site.currencies[bet.stake.currency];
    if (!currency) throw AppError.invalid('body.bets.0.stake.currency', BetsErrorKey.unknownCurrency);
    const limits = betLimitsFromWire(this.site.bets_limits);
    const accounts = await this.wallet.accounts(player.id);
    const balance = accounts.find((a) => a.currency === currency.code)?.balance ?? 0;
    let max = balance;
    const stakeLimit = maxStakeFor(limits, { code: currency.code, fiat: currency.fiat });
    if (stakeLimit !== null) max = Math.min(max, stakeLimit);
    const payout = limits.payoutLimit;
    if (payout?.action === 'reject' && (!payout.currencyCode || payout.currencyCode === currency.code)) {
      const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
      const type = betType(bet);
      const odds = betTotalOdds({
        type,
        selections: bet.selections.map((s) => ({ odds: s.odds as Odds1000 })),
        ...(system && { system }),
        ...(bet.custom_odds !== undefined && { customOdds: bet.custom_odds as Odds1000 }),
      });
      // profit = stake × (odds − 1) must stay within the payout limit.
      if (odds > 1000) max = Math.min(max, Math.floor((payout.amount * 1000) / (odds - 1000)));
    }
    return Math.max(0, max);
  }

  async cashout(player: PlayerRow, betId: string, toCashout: number, locale: string): Promise<TBet> {
    const bet = await this.repo.bet(betId);
    if (!bet || bet.player_id !== player.id) throw AppError.notFound('body.bet_id');
    const lines = await this.repo.lines(
      bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
    );
    const value = this.cashoutOf(bet, lines);
    const refuse = (key: string) =>
      new AppError(400, ErrorCode.invalidRequest, key, [{ path: 'body.to_cashout', message: key }], {
        localized_message: localize(key, locale),
      });
    if (value === null || value <= 0) throw refuse(BetsErrorKey.cashoutUnavailable);
    if (value !== toCashout) {
      await this.options.notify(player.id, {
        type: 'bet_cashout_changed',
        data: { bet_id: bet.id, to_cashout: value },
      });
      throw refuse(BetsErrorKey.cashoutChanged);
    }
    const now = this.clock();
    const changes = await this.repo.transaction(async (trx) => {
      const closed = await this.repo.closeBet(trx, bet.id, {
        status: 'cashed_out',
        result: 'cashed_out',
        winAmount: value,
        now,
      });
      if (!closed) return null;
      const posted = await this.wallet.payBet(trx, 'cashout', bet, value);
      return posted.changes;
    });
    if (changes === null) throw refuse(BetsErrorKey.cashoutUnavailable);
    await this.wallet.announce(changes);
    const [updated] = await this.present(await this.repo.betsByIds([bet.id]));
    await this.publishBets(player.id, updated ? [updated] : []);
    return updated as TBet;
  }

  /** Current cash-out values of the open bets holding a selection of these matches. */
  async cashoutValuesOnMatches(
    matchIds: readonly number[],
  ): Promise<{ bet: BetWithSelections; value: number | null }[]> {
    const bets = await this.repo.betsByIds(await this.repo.openBetIdsOnMatches(matchIds));
    const lines = await this.repo.lines(
      bets.flatMap((bet) =>
        bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
    );
    return bets.map((bet) => ({ bet, value: this.cashoutOf(bet, lines) }));
  }

  // ------------------------------------------------------------------------------------------
  // Settlement

  /**
   * Results the open selections of a finished match from its final score and settles every bet
   * that is decided. A market the score cannot result, or a match without a score (closed, not
   * covered), voids its selections. Idempotent: a selection is resulted once, a bet paid once.
   */
  async settleMatch(
    matchId: number,
    final: { sportKey: string; statistics: TMatchStatistics | null },
  ): Promise<number> {
    const score = final.statistics ? finalScoreOf(final.sportKey, final.statistics) : null;
    const bets = await this.repo.betsByIds(await this.repo.openBetIdsOnMatches([matchId]));
    let settled = 0;
    for (const bet of bets) {
      const results = bet.selections.map((s) => {
        if (s.status !== 'open' || s.match_id !== matchId) return s.status as SelectionResult;
        return (
          (score
            ? resultOutcome({ market_id: s.market_id, specifier: s.specifier }, s.outcome_id, score)
            : null) ?? 'canceled'
        );
      });
      const system = bet.system_id ? (parseSystemTypeId(bet.system_id) ?? undefined) : undefined;
      const outcome = settleBet({
        type: bet.type,
        stake: bet.stake as Minor,
        selections: bet.selections.map((s, i) => ({
          odds: s.odds as Odds1000,
          result: results[i] as SelectionResult,
        })),
        ...(system && { system }),
        ...(bet.custom_odds !== null && { customOdds: bet.custom_odds as Odds1000 }),
      });
      const now = this.clock();
      const changes = await this.repo.transaction(async (trx) => {
        for (const [position, s] of bet.selections.entries())
          if (s.status === 'open' && s.match_id === matchId)
            await this.repo.setSelectionStatus(trx, { betId: bet.id, position }, results[position] as string);
        if (!outcome) return [];
        const closed = await this.repo.closeBet(trx, bet.id, {
          status: 'done',
          result: outcome.result,
          winAmount: outcome.payout,
          now,
        });
        if (!closed || outcome.payout <= 0) return [];
        const posted = await this.wallet.payBet(trx, 'payout', bet, outcome.payout);
        return posted.changes;
      });
      if (outcome) settled++;
      await this.wallet.announce(changes);
    }
    // Every bet on the match changed (a selection resulted, perhaps the bet settled): one read for all.
    const owners = new Map(bets.map((bet) => [bet.id, bet.player_id]));
    for (const updated of await this.present(await this.repo.betsByIds([...owners.keys()]))) {
      const owner = owners.get(updated.id);
      if (owner) await this.publishBets(owner, [updated]);
    }
    return settled;
  }

  /** Settles every finished match that still has open selections (after a restart, or a missed event). */
  async settleFinishedMatches(): Promise<number> {
    let settled = 0;
    const ids = await this.repo.finishedMatchesWithOpenSelections();
    const matches = await this.repo.matches(ids);
    for (const id of ids) {
      const match = matches.get(id);
      if (!match) continue;
      settled += await this.settleMatch(id, {
        sportKey: match.sport_key,
        statistics: match.statistics ? (JSON.parse(match.statistics) as TMatchStatistics) : null,
      });
    }
    return settled;
  }

  private async publishBets(playerId: string, bets: readonly TBet[]): Promise<void> {
    for (const bet of bets) {
      try {
        await this.options.notify(playerId, { type: 'bet_changed', data: bet });
      } catch (error) {
        this.options.onError?.(error, 'bet_changed not published');
      }
    }
  }

  // ------------------------------------------------------------------------------------------
  // Settings

  async settings(player: PlayerRow | null): Promise<TBetSettings> {
    const stored = player ? await this.repo.settings(player.id) : undefined;
    const currency = player?.currency ?? this.site.default_currency;
    return {
      stakes: stored?.stakes
        ? (JSON.parse(stored.stakes) as number[])
        : recommendedStakes(this.site.stakes[currency] ?? this.site.stakes[this.site.default_currency]),
      auto_accept_odds_change: (stored?.auto_accept_odds_change ??
        this.site.odds_accept_mode) as TBetSettings['auto_accept_odds_change'],
      odds_type: (stored?.odds_type ?? this.site.default_odds_type) as TBetSettings['odds_type'],
      one_signal_push_notification_subscription: stored?.push_subscription ?? null,
    };
  }

  async updateSettings(player: PlayerRow, update: Partial<TBetSettings>): Promise<TBetSettings> {
    if (update.odds_type !== undefined && !this.site.odds_types.includes(update.odds_type))
      throw AppError.invalid('body.odds_type', 'error.validation.invalid_value');
    await this.repo.saveSettings(
      player.id,
      {
        ...(update.stakes && { stakes: JSON.stringify(update.stakes) }),
        ...(update.auto_accept_odds_change && { auto_accept_odds_change: update.auto_accept_odds_change }),
        ...(update.odds_type && { odds_type: update.odds_type }),
        ...(update.one_signal_push_notification_subscription !== undefined && {
          push_subscription: update.one_signal_push_notification_subscription,
        }),
      },
      this.clock(),
    );
    return this.settings(player);
  }

  // ------------------------------------------------------------------------------------------
  // Share codes

  async createShareCode(bets: readonly TSharedBet[]): Promise<string> {
    for (const [index, bet] of bets.entries())
      if (!this.site.currencies[bet.currency])
        throw AppError.invalid(`body.bets.${index}.stake.currency`, BetsErrorKey.unknownCurrency);
    const payload = JSON.stringify(bets);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomCode(8);
      if (await this.repo.insertShareCode(code, payload, this.clock())) return code;
    }
    throw new Error('no free share code after 5 attempts');
  }

  /** The shared bets with their selections as the catalogue has them now (SPEC §4 'Share restore'). */
  async shareCode(code: string): Promise<TShareCodeReplyBets> {
    const stored = await this.repo.shareCode(code.toUpperCase());
    if (stored === undefined)
      throw new AppError(404, ErrorCode.notFound, BetsErrorKey.shareNotFound, [
        { path: 'query.code', message: BetsErrorKey.shareNotFound },
      ]);
    const bets = JSON.parse(stored) as TSharedBet[];
    const all = bets.flatMap((bet) => bet.selections);
    const [matches, lines] = await Promise.all([
      this.repo.matches([...new Set(all.map((s) => s.match_id))]),
      this.repo.lines(
        all.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
      ),
    ]);
    return {
      bets: bets
        .map((bet) => ({
          ...bet,
          selections: bet.selections.flatMap((s): TRestoredSelection[] => {
            const match = matches.get(s.match_id);
            const line = lines.get(lineKey(s.match_id, s.market_id, s.specifier));
            const outcome = outcomesOf(line).find((o) => o.id === s.outcome_id);
            if (!match || !line || line.status === 0 || !outcome) return [];
            return [
              {
                match_id: s.match_id,
                market_id: s.market_id,
                specifier: s.specifier,
                outcome_id: s.outcome_id,
                match_urn_id: match.urn_id,
                match_slug: match.slug,
                match_status: match.status,
                home: match.home,
                away: match.away,
                category_name: match.category_name,
                sport_key: match.sport_key,
                provider: match.provider,
                market_name: line.name,
                outcome_name: outcome.name,
                odds: outcome.odds,
                active: line.status === 1 && outcome.active && (match.status === 0 || match.status === 1),
              },
            ];
          }),
        }))
        .filter((bet) => bet.selections.length > 0),
    };
  }
}

interface MatchSnapshot {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  home: string | null;
  away: string | null;
  start_time: number;
  status: BettableMatch['status'];
  sport_key: string;
  tournament_name: string;
}

function snapshot(match: BettableMatch): MatchSnapshot {
  return {
    id: match.id,
    urn_id: match.urn_id,
    slug: match.slug,
    name: match.name,
    home: match.home,
    away: match.away,
    start_time: match.start_time,
    status: match.status,
    sport_key: match.sport_key,
    tournament_name: match.tournament_name,
  };
}
