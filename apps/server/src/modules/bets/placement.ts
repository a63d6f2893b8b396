import {
  acceptsOdds,
  betLimitsFromWire,
  betTotalOdds,
  betTypeFromWire,
  COMBOBOOST_KEYS,
  FREEBET_KEYS,
  MESSAGE_KEYS,
  minor,
  type Odds1000,
  type OddsAcceptMode,
  parseSystemTypeId,
  type SystemType,
  selectionAvailability,
  validateBet,
} from '@sportsbook/betting';
import {
  BetsErrorKey,
  MatchStatus,
  PlaceBetCode,
  PlatformErrorKey,
  type TBet,
  type TBetError,
  type TOutcome,
  type TPlaceBet,
  type TPlaceBetsRequest,
  type TSportType,
} from '@sportsbook/contract';
import { timeOrderedId } from '../../db/ids';
import type { BetSelectionRow, MarketRow, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { UsableFreebet } from '../bonuses/freebets';
import type { ProgressBet } from '../bonuses/progress';
import { isLimitRefusal } from '../limits/enforce';
import { hiddenSportTypes } from '../site-config/areas';
import type { BalanceChange } from '../wallet/service';
import { bonusPotentialWin, placementBonus, storedBonus } from './bonus-use';
import { type BetsContext, BetsJob, outcomesOf, randomCode, snapshot } from './context';
import { type Attempt, KeyTaken, PlacementIdempotency } from './idempotency';
import { localize } from './messages';
import { withJackpots } from './presenting';
import { type BettableMatch, lineKey, type NewBet, type PlacementContext } from './repo';

interface Refusal {
  code: number;
  key: string;
  selections?: NonNullable<TBetError['selections']>;
}

interface PlannedBet {
  row: NewBet;
  selections: BetSelectionRow[];
  /** The freebet that pays (or insures) the stake. */
  freebet?: UsableFreebet;
  /** The player's comboboost bonus one of whose uses the bet takes. */
  countedId?: string;
  /** The bet as campaigns of betting count it. */
  progress: ProgressBet;
}

/**
 * Placing bets: the server is the authority. Placement re-runs the betting rules of packages/betting and
 * the bet limits, compares every selection with the current odds under the player's accept mode, and
 * stores the bets with their stakes through the wallet (all or nothing), under the request's
 * Idempotency-Key (idempotency.ts).
 */
export class Placement extends BetsJob {
  private readonly idempotency: PlacementIdempotency;

  private readonly hiddenSportTypes: ReadonlySet<TSportType>;

  constructor(ctx: BetsContext) {
    super(ctx);
    this.hiddenSportTypes = hiddenSportTypes(this.site);
    this.idempotency = new PlacementIdempotency({
      find: (playerId, key) => this.repo.idempotency(playerId, key),
      present: async (ids) => this.presenter.present(await this.repo.betsByIds(ids)),
    });
  }

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
    // After a wait for an attempt under the same key the catalogue is read again: the first read is
    // as old as the wait.
    const outcome = await this.idempotency.run(player.id, idempotencyKey, request, (attempt) =>
      this.placeAs(player, request, locale, attempt.waited ? read() : reading, attempt),
    );
    if ('replayed' in outcome) return outcome.replayed;
    const { changes } = outcome.placed;
    const bets = await this.feedJackpots(player.id, outcome.placed.bets);
    await this.countProgress(player, outcome.placed.progress);
    await this.wallet.announce(changes);
    await this.ctx.publishBets(player.id, bets);
    return bets;
  }

  /**
   * Feeds the jackpots from the bets just stored (a hit pays at once); the bets are answered marked
   * with the jackpots they fed. The bets stand whatever happens here: a failure is logged, and the
   * bets are then answered as feeding none.
   */
  private async feedJackpots(playerId: string, bets: TBet[]): Promise<TBet[]> {
    const { jackpots } = this.options;
    if (!jackpots) return bets;
    try {
      const { changes, fed } = await jackpots.onPlaced(
        bets.map((bet) => ({
          id: bet.id,
          player_id: playerId,
          currency: bet.stake.currency,
          stake: bet.stake.value,
        })),
      );
      await this.wallet.announce(changes);
      return bets.map((bet) => withJackpots(bet, fed.get(bet.id)));
    } catch (error) {
      this.options.onError?.(error, 'jackpots not fed');
      return bets;
    }
  }

  /**
   * Counts the stored bets in the running campaigns of betting (amb, hunting, tournaments,
   * lootboxes). The bets stand whatever happens here: a failure is logged.
   */
  private async countProgress(player: PlayerRow, bets: readonly ProgressBet[]): Promise<void> {
    try {
      await this.options.progress?.onPlaced(player, bets);
    } catch (error) {
      this.options.onError?.(error, 'bonus progress not counted');
    }
  }

  /** Plans the request's bets and stores them with their stakes and the attempt's claim. */
  private async placeAs(
    player: PlayerRow,
    request: TPlaceBetsRequest,
    locale: string,
    reading: Promise<PlacementContext>,
    attempt: Attempt,
  ): Promise<{ bets: TBet[]; changes: BalanceChange[]; progress: ProgressBet[] }> {
    const now = this.clock();
    const planned = await this.plan(player, request, now, locale, reading);
    const stored = await this.wallet
      .storeBets(
        planned,
        attempt.claim(
          planned.map((p) => p.row.id),
          now,
        ),
      )
      .catch((error: unknown) => {
        if (isLimitRefusal(error))
          throw this.refusal(
            locale,
            request.bets.map(() => ({ code: PlaceBetCode.limitExceeded, key: error.key })),
          );
        if (error instanceof AppError && error.key === COMBOBOOST_KEYS.used)
          throw this.refusal(
            locale,
            planned.map((p) => (p.countedId ? { code: PlaceBetCode.validation, key: error.key } : null)),
          );
        if (!(error instanceof AppError && error.key === PlatformErrorKey.insufficientFunds)) throw error;
        return this.fundsRefusal(player, planned, locale);
      });
    if ('replay' in stored) throw new KeyTaken();
    const bets = planned.map(({ row, selections }) =>
      this.presenter.toBet({ ...row, win_amount: 0, settled_at: null, selections }, new Map(), null),
    );
    return { bets, changes: stored.changes, progress: planned.map((p) => p.progress) };
  }

  /**
   * The refusal of a placement the wallet found unfunded: a freebet another bet used meanwhile
   * (its bonus account paid out), else the player's cash.
   */
  private async fundsRefusal(
    player: PlayerRow,
    planned: readonly PlannedBet[],
    locale: string,
  ): Promise<never> {
    const freebets = this.options.freebets;
    const used = await Promise.all(
      planned.map(async ({ freebet }) =>
        freebet && freebets ? (await freebets.usesLeft(player.id, freebet.bonusId)) <= 0 : false,
      ),
    );
    if (used.some(Boolean))
      throw this.refusal(
        locale,
        used.map((spent) => (spent ? { code: PlaceBetCode.validation, key: FREEBET_KEYS.used } : null)),
      );
    // On PostgreSQL a slip's balance is looked at before its key is claimed: the retry of a
    // placed slip the balance no longer covers is refused for funds, and replayed by the caller.
    throw this.refusal(
      locale,
      planned.map(() => ({ code: PlaceBetCode.insufficientFunds, key: BetsErrorKey.insufficientFunds })),
    );
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
    // The player's odds-change mode matters only where a price moved: read then, once.
    let modeRead: Promise<OddsAcceptMode> | undefined;
    const mode = () => {
      modeRead ??= this.repo
        .settings(player.id)
        .then((stored) => (stored?.auto_accept_odds_change ?? this.site.odds_accept_mode) as OddsAcceptMode);
      return modeRead;
    };
    // A bet keeps its selections' names in the language it was placed in.
    const name = this.namesIn(locale);
    const refusals: (Refusal | null)[] = [];
    const planned: PlannedBet[] = [];
    for (const bet of request.bets) {
      const result = await this.planBet(player, bet, request.meta, { matches, lines, mode, now, name });
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
      mode: () => Promise<OddsAcceptMode>;
      now: number;
      name: (text: string) => string;
    },
  ): Promise<{ planned: PlannedBet } | { refusal: Refusal }> {
    const refuse = (code: number, key: string, selections?: Refusal['selections']) => ({
      refusal: { code, key, ...(selections && { selections }) },
    });
    const type = betTypeFromWire(bet);
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
      // A match of an area the operator has switched off is not on offer (site-config/areas.ts).
      const found = ctx.matches.get(s.match_id);
      const match = found && !this.hiddenSportTypes.has(found.sport_type) ? found : undefined;
      const line = ctx.lines.get(lineKey(s.match_id, s.market_id, s.specifier));
      const outcome = outcomesOf(line).find((o) => o.id === s.outcome_id);
      const state = { index, ...s, odds: outcome?.odds ?? null, active: false };
      placedOdds.push(s.odds);
      const availability = selectionAvailability({
        matchStatus: match?.status ?? null,
        marketStatus: line?.status ?? null,
        outcome: outcome ?? null,
        providerOpen: match ? this.providerOpen(match.provider) : true,
      });
      if (availability === 'unavailable' || !outcome) {
        states.push({ ...state, odds: null });
        flag(PlaceBetCode.selectionUnavailable, BetsErrorKey.selectionNotAvailable);
        continue;
      }
      if (availability === 'suspended') {
        states.push(state);
        flag(PlaceBetCode.selectionUnavailable, BetsErrorKey.selectionSuspended);
        continue;
      }
      if (availability === 'provider_inactive') {
        states.push({ ...state, active: true });
        flag(PlaceBetCode.providerInactive, BetsErrorKey.providerInactive);
        continue;
      }
      // A custom bet's legs take the current odds: its own price is checked as a whole below (120).
      if (outcome.odds !== s.odds) {
        if (type !== 'custom_bet' && !acceptsOdds(await ctx.mode(), s.odds, outcome.odds)) {
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
      const accepted = priced.odds === asked || acceptsOdds(await ctx.mode(), asked, priced.odds);
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
    const odds = betTotalOdds(shape);
    const events = bet.selections.map((s) => {
      const match = ctx.matches.get(s.match_id) as BettableMatch;
      return {
        sportId: match.sport_id,
        categoryId: match.category_id,
        tournamentId: match.tournament_id,
        matchId: match.id,
      };
    });
    const bonus = bet.bonus
      ? await placementBonus(this.options, player, bet.bonus, {
          type,
          stake: bet.stake.value,
          currency: currency.code,
          odds,
          selections: bet.selections.map((s, index) => ({
            id: String(index),
            odds: placedOdds[index] as number,
            ...(events[index] as (typeof events)[number]),
            live: (ctx.matches.get(s.match_id) as BettableMatch).status === MatchStatus.live,
          })),
        })
      : {};
    if ('refused' in bonus) return refuse(PlaceBetCode.validation, bonus.refused);
    const { freebet, boost } = bonus;

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
          odds,
          potential_win: bonusPotentialWin(shape, bonus),
          system_id: bet.system_id ?? null,
          custom_odds: customOdds ?? null,
          bonus: storedBonus(bonus),
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
            market_name: ctx.name(line.name),
            outcome_name: ctx.name(outcome.name),
            match: JSON.stringify(snapshot(match, ctx.name)),
          };
        }),
        ...(freebet && { freebet }),
        ...(boost && { countedId: boost.bonusId }),
        progress: {
          id,
          currency: currency.code,
          stake: bet.stake.value,
          odds,
          freebet: !!freebet,
          selections: events,
        },
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
}
