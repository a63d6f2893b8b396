import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  JackpotErrorKey,
  type TCreateJackpotRequest,
  type TJackpot,
  type TJackpotHit,
  type TJackpotHitsQuery,
} from '@sportsbook/contract';
import type { JackpotHitRow, JackpotStatus } from '../../db/schema';
import { AppError } from '../../errors';
import {
  type AccountRef,
  accountKey,
  type BalanceChange,
  houseAccount,
  jackpotAccount,
  playerAccount,
  promotionsAccount,
  type WalletService,
} from '../wallet/service';
import { contributionShares, drawRoll, levelHit } from './draw';
import type { JackpotsRepo, JackpotWithLevels } from './repo';

/** A placed bet as jackpots judge it. */
export interface JackpotBet {
  id: string;
  player_id: string;
  currency: string;
  stake: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The jackpots that take part in bets now: active, with at least one active level. */
const ACTIVE: JackpotStatus[] = ['active'];
const ACTIVE_TTL_MS = 5_000;

/**
 * Jackpots (issue 22 item 8): a share of each qualifying stake feeds the levels' pools (ledger
 * accounts of kind 'jackpot', paid from the house the stake went to); each level then draws for
 * the bet (draw.ts) and, on a hit, pays its whole pool to the player and is refilled with its seed
 * from the promotions account — all in one transaction per placement, the accounts locked first in
 * the wallet's order. A bet feeds a jackpot once (its contribution row), so a retry posts nothing.
 */
export class JackpotsService {
  private active: { at: number; entries: Promise<JackpotWithLevels[]> } | null = null;

  constructor(
    private readonly repo: JackpotsRepo,
    private readonly wallet: WalletService,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Creates a jackpot with its levels unless it exists, each level's pool funded with its seed
   * from the promotions account (once: the posting's reference is the level's).
   */
  async ensure(jackpot: {
    id: string;
    name: string;
    currency: string;
    contribution_bp: number;
    min_stake: number;
    levels: {
      id: string;
      name: string;
      share_bp: number;
      seed: number;
      must_drop: number | null;
      probability_ppm: number;
    }[];
  }): Promise<void> {
    const { levels, ...row } = jackpot;
    this.active = null;
    await this.repo.ensure(
      { ...row, status: 'active', draw_seed: randomBytes(32).toString('hex'), created_at: this.clock() },
      levels.map((level, position) => ({ ...level, jackpot_id: jackpot.id, position, status: 'active' })),
    );
    for (const level of levels)
      await this.wallet.post({
        kind: 'jackpot_seed',
        reference: `initial:${level.id}`,
        postings: [
          { account: promotionsAccount(jackpot.currency), amount: -level.seed },
          { account: jackpotAccount(level.id, jackpot.currency), amount: level.seed },
        ],
      });
  }

  /**
   * The operator's new jackpot (POST /api/admin/jackpots), running at once. Sent again with the
   * same id it is answered as it is (a retry creates nothing); level ids another jackpot holds are
   * refused, as each level's pool is a ledger account of its own.
   */
  async create(jackpot: TCreateJackpotRequest): Promise<TJackpot> {
    const [existing] = await this.repo.jackpots(undefined, [jackpot.id]);
    if (!existing) {
      if (await this.repo.levelsTaken(jackpot.levels.map((level) => level.id)))
        throw new AppError(409, ErrorCode.conflict, JackpotErrorKey.levelTaken, [
          { path: 'body.levels', message: JackpotErrorKey.levelTaken },
        ]);
      await this.ensure(jackpot);
    }
    return this.one(jackpot.id);
  }

  /** Ends a jackpot for good: its pools stop growing and no bet hits it any more. */
  async end(id: string): Promise<TJackpot> {
    if (!(await this.repo.setStatus(id, 'finished'))) return this.one(id);
    this.active = null;
    return this.one(id);
  }

  /** SPEC §7 'GET /jackpots': every jackpot that is not finished, with its pools now. */
  async list(): Promise<TJackpot[]> {
    return this.present(await this.repo.jackpots(['active', 'paused', 'created']));
  }

  async one(id: string): Promise<TJackpot> {
    const [found] = await this.present(await this.repo.jackpots(undefined, [id]));
    if (!found)
      throw new AppError(404, ErrorCode.notFound, JackpotErrorKey.notFound, [
        { path: 'params.id', message: JackpotErrorKey.notFound },
      ]);
    return found;
  }

  /** SPEC §7 'GET /jackpot-hits': everyone's, or the asking player's own (for_user, unseen). */
  async hits(query: TJackpotHitsQuery, playerId: string | null): Promise<TJackpotHit[]> {
    const own = query.for_user === true || query.unseen !== undefined;
    if (own && !playerId)
      throw new AppError(401, ErrorCode.unauthorized, JackpotErrorKey.signInRequired, [
        { path: 'query.for_user', message: JackpotErrorKey.signInRequired },
      ]);
    const rows = await this.repo.hits({
      ...(query.jackpot_id && { jackpotId: query.jackpot_id }),
      ...(query.status && { statuses: query.status }),
      ...(own && playerId && { playerId }),
      ...(query.unseen !== undefined && { unseen: query.unseen }),
      limit: query.limit,
    });
    return this.presentHits(rows, playerId);
  }

  /** The player's hit is marked seen (its modal shown once: SPEC §4). */
  async markSeen(playerId: string, id: string): Promise<TJackpotHit> {
    const row = await this.repo.markSeen(playerId, id);
    if (!row)
      throw new AppError(404, ErrorCode.notFound, JackpotErrorKey.hitNotFound, [
        { path: 'params.id', message: JackpotErrorKey.hitNotFound },
      ]);
    const [hit] = await this.presentHits([row], playerId);
    return hit as TJackpotHit;
  }

  /** The jackpots each bet fed (Bet used_in_jackpot and jackpots). */
  contributionsOf(betIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.repo.contributionsOf(betIds);
  }

  /**
   * Feeds the active jackpots of their currency from the bets that qualify and draws every level
   * for each; answers the balance changes to announce once committed and the jackpots each bet
   * fed. A player's bets come from one placement, so one transaction covers them.
   */
  async onPlaced(
    bets: readonly JackpotBet[],
  ): Promise<{ changes: BalanceChange[]; fed: Map<string, string[]> }> {
    const jackpots = await this.activeJackpots();
    const work = bets.flatMap((bet) =>
      jackpots
        .filter(({ jackpot }) => jackpot.currency === bet.currency && bet.stake >= jackpot.min_stake)
        .map((entry) => ({ bet, ...entry, levels: entry.levels.filter((l) => l.status === 'active') }))
        .filter((w) => w.levels.length > 0),
    );
    const fed = new Map<string, string[]>();
    if (work.length === 0) return { changes: [], fed };
    const now = this.clock();
    return this.repo.transaction(async (trx) => {
      const refs: AccountRef[] = [];
      for (const { bet, jackpot, levels } of work) {
        refs.push(playerAccount(bet.player_id, bet.currency), houseAccount(bet.currency, bet.id));
        refs.push(promotionsAccount(jackpot.currency));
        for (const level of levels) refs.push(jackpotAccount(level.id, jackpot.currency));
      }
      const pools = await this.wallet.lockedBalances(trx, refs);
      const changes = new Map<string, BalanceChange>();
      const keep = (posted: { changes: BalanceChange[] }) => {
        for (const change of posted.changes) changes.set(change.account.currency, change);
      };
      for (const { bet, jackpot, levels } of work) {
        const { total, shares } = contributionShares(bet.stake, jackpot.contribution_bp, levels);
        if (total <= 0) continue;
        if (
          !(await this.repo.contribute(trx, {
            bet_id: bet.id,
            jackpot_id: jackpot.id,
            amount: total,
            created_at: now,
          }))
        )
          continue;
        fed.set(bet.id, [...(fed.get(bet.id) ?? []), jackpot.id]);
        await this.wallet.postIn(trx, {
          kind: 'jackpot_contribution',
          reference: `${bet.id}:${jackpot.id}`,
          postings: [
            { account: houseAccount(bet.currency, bet.id), amount: -total },
            ...levels.map((level, i) => ({
              account: jackpotAccount(level.id, jackpot.currency),
              amount: shares[i] ?? 0,
            })),
          ],
        });
        for (const [i, level] of levels.entries()) {
          const key = accountKey(jackpotAccount(level.id, jackpot.currency));
          const pool = (pools.get(key) ?? 0) + (shares[i] ?? 0);
          pools.set(key, pool);
          const cause = levelHit(level, drawRoll(jackpot.draw_seed, level.id, bet.id), pool);
          if (!cause || pool <= 0) continue;
          const hitId = randomUUID();
          keep(
            await this.wallet.postIn(trx, {
              kind: 'jackpot_hit',
              reference: hitId,
              postings: [
                { account: jackpotAccount(level.id, jackpot.currency), amount: -pool },
                { account: playerAccount(bet.player_id, bet.currency), amount: pool },
              ],
            }),
          );
          // The level starts again from its seed, paid by the operator's promotion budget.
          await this.wallet.postIn(trx, {
            kind: 'jackpot_seed',
            reference: hitId,
            postings: [
              { account: promotionsAccount(jackpot.currency), amount: -level.seed },
              { account: jackpotAccount(level.id, jackpot.currency), amount: level.seed },
            ],
          });
          pools.set(key, level.seed);
          await this.repo.insertHit(trx, {
            id: hitId,
            jackpot_id: jackpot.id,
            level_id: level.id,
            player_id: bet.player_id,
            bet_id: bet.id,
            amount: pool,
            currency: jackpot.currency,
            status: 'paid',
            seen: 0,
            draw: JSON.stringify({
              ...cause,
              level: level.id,
              bet: bet.id,
              chance_ppm: level.probability_ppm,
            }),
            created_at: now,
          });
        }
      }
      return { changes: [...changes.values()], fed };
    });
  }

  /**
   * The active jackpots with their levels, read again after ACTIVE_TTL_MS: every placement asks,
   * and an operator's change may take that long to reach bets (the pools are read fresh).
   */
  private activeJackpots(): Promise<JackpotWithLevels[]> {
    const now = this.clock();
    if (!this.active || now - this.active.at >= ACTIVE_TTL_MS || now < this.active.at) {
      const entries = this.repo.jackpots(ACTIVE);
      entries.catch(() => {
        this.active = null;
      });
      this.active = { at: now, entries };
    }
    return this.active.entries;
  }

  private async present(entries: readonly JackpotWithLevels[]): Promise<TJackpot[]> {
    const refs = entries.flatMap(({ jackpot, levels }) =>
      levels.map((level) => jackpotAccount(level.id, jackpot.currency)),
    );
    const [pools, paid] = await Promise.all([
      this.wallet.balancesOf(refs),
      this.repo.hitsAmounts(entries.map(({ jackpot }) => jackpot.id)),
    ]);
    return entries.map(({ jackpot, levels }) => {
      const shown = levels.map((level) => ({
        id: level.id,
        name: level.name,
        pool: pools.get(accountKey(jackpotAccount(level.id, jackpot.currency))) ?? 0,
        status: level.status,
      }));
      const amount = shown.reduce((sum, level) => sum + level.pool, 0);
      return {
        id: jackpot.id,
        name: jackpot.name,
        currency: jackpot.currency,
        status: jackpot.status,
        amount,
        pool: amount,
        hits_amount: paid.get(jackpot.id) ?? 0,
        contribution_bp: jackpot.contribution_bp,
        min_stake: jackpot.min_stake,
        levels: shown,
      };
    });
  }

  private async presentHits(rows: readonly JackpotHitRow[], playerId: string | null): Promise<TJackpotHit[]> {
    const entries = await this.repo.jackpots(undefined, [...new Set(rows.map((row) => row.jackpot_id))]);
    const jackpots = new Map(entries.map(({ jackpot }) => [jackpot.id, jackpot]));
    const levels = new Map(entries.flatMap(({ levels: ls }) => ls.map((level) => [level.id, level.name])));
    return rows.map((row) => ({
      id: row.id,
      jackpot_id: row.jackpot_id,
      jackpot_name: jackpots.get(row.jackpot_id)?.name ?? '',
      level_id: row.level_id,
      level_name: levels.get(row.level_id) ?? '',
      status: row.status,
      amount: Number(row.amount),
      currency: row.currency,
      created_at: iso(Number(row.created_at)),
      // Keyed with the jackpot's secret seed: the same player reads the same, and nobody can tell who.
      user_hash: createHash('sha256')
        .update(`${jackpots.get(row.jackpot_id)?.draw_seed ?? ''}:${row.player_id}`)
        .digest('hex')
        .slice(0, 12),
      seen: row.player_id === playerId && row.seen === 1,
    }));
  }
}
