import {
  ACTIVITY_HEARTBEAT_MS,
  ErrorCode,
  LIMIT_COOLING_OFF_MS,
  LimitsErrorKey,
  type TActivityReply,
  type TExclusionPeriod,
  type TLimitRef,
  type TSetLimitRequest,
  type TSiteConfig,
  type TUserLimit,
  type TUserLimitsReply,
} from '@sportsbook/contract';
import type { PlayerLimitRow, PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { RealityCheckOptions } from './reality-check';
import type { LimitsRepo } from './repo';
import { exclusionEnd, windowStart } from './windows';

export interface LimitsOptions {
  /** How often the web sends trackActivity; a heartbeat counts at most this much time. */
  heartbeatMs?: number;
  /** How long a minute of an activity limit lasts (shorter only in end-to-end tests). */
  minuteMs?: number;
  /** The reality check's minute and poll period (shorter only in end-to-end tests). */
  realityCheck?: RealityCheckOptions;
}

const refusal = (status: number, code: number, key: string, path: string) =>
  new AppError(status, code, key, [{ path, message: key }]);

/**
 * The player's limits (UKGC RTS 12): a new or lower limit applies at once; a higher one, or its
 * removal, waits for the cooling-off and then for the player's confirmation, the old value holding
 * until then. Self-exclusion ends every session and holds until its end. The activity heartbeat
 * adds the time since the last one (at most one period) to the day's active time.
 */
export class LimitsService {
  readonly heartbeatMs: number;
  private readonly minuteMs: number;

  constructor(
    private readonly repo: LimitsRepo,
    private readonly siteConfig: TSiteConfig,
    private readonly clock: () => number = Date.now,
    options: LimitsOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? ACTIVITY_HEARTBEAT_MS;
    this.minuteMs = options.minuteMs ?? 60_000;
  }

  /** For the wallet: whether this player's bets are checked against limits. */
  hasBetLimits = (playerId: string): Promise<boolean> => this.repo.hasBetLimits(playerId);

  async list(player: PlayerRow): Promise<TUserLimitsReply> {
    this.assertEnabled();
    const now = this.clock();
    const rows = await this.repo.list(player.id);
    return { data: rows.map((row) => toLimit(row, now)), activity_heartbeat_ms: this.heartbeatMs };
  }

  async set(player: PlayerRow, request: TSetLimitRequest): Promise<TUserLimitsReply> {
    this.assertEnabled();
    const { type, period, amount } = request;
    if (type === 'activity' && period !== 'day')
      throw refusal(400, ErrorCode.invalidRequest, LimitsErrorKey.activityPeriod, 'body.period');
    const now = this.clock();
    const existing = await this.repo.find(player.id, type, period);
    const inForce = existing && existing.status !== 'confirmed_disabled' ? existing : undefined;
    const cleared = { pending_amount: null, pending_from: null, updated_at: now };
    let next: PlayerLimitRow | undefined;
    if (amount === null) {
      // Removal is a raise to no limit: it waits like one.
      if (inForce)
        next = {
          ...inForce,
          status: 'unconfirmed_disabled',
          pending_amount: null,
          pending_from: now + LIMIT_COOLING_OFF_MS,
          updated_at: now,
        };
    } else if (!inForce) {
      next = {
        player_id: player.id,
        kind: type,
        period,
        amount,
        currency: type === 'activity' ? null : player.currency,
        status: 'active',
        ...cleared,
        created_at: existing?.created_at ?? now,
      };
    } else if (amount <= Number(inForce.amount)) {
      next = { ...inForce, amount, status: 'active', ...cleared };
    } else {
      next = {
        ...inForce,
        status: 'active',
        pending_amount: amount,
        pending_from: now + LIMIT_COOLING_OFF_MS,
        updated_at: now,
      };
    }
    if (next) await this.repo.save(next);
    return this.list(player);
  }

  /** Makes a pending raise or removal effective, once its cooling-off is over. */
  async confirm(player: PlayerRow, ref: TLimitRef): Promise<TUserLimitsReply> {
    const row = await this.pending(player, ref);
    const now = this.clock();
    if (now < Number(row.pending_from))
      throw refusal(403, ErrorCode.forbidden, LimitsErrorKey.coolingOff, 'body.type');
    await this.repo.save(
      row.pending_amount === null
        ? { ...row, status: 'confirmed_disabled', pending_from: null, updated_at: now }
        : { ...row, amount: row.pending_amount, pending_amount: null, pending_from: null, updated_at: now },
    );
    return this.list(player);
  }

  /** Drops a pending raise or removal: the limit in force stays as it is. */
  async cancel(player: PlayerRow, ref: TLimitRef): Promise<TUserLimitsReply> {
    const row = await this.pending(player, ref);
    const now = this.clock();
    await this.repo.save({
      ...row,
      status: 'active',
      pending_amount: null,
      pending_from: null,
      updated_at: now,
    });
    return this.list(player);
  }

  /** Excludes the player for the period (no way to end it early) and ends their sessions. */
  async selfExclude(player: PlayerRow, period: TExclusionPeriod): Promise<void> {
    this.assertEnabled();
    const now = this.clock();
    await this.repo.exclude(player.id, now, exclusionEnd(period, now));
  }

  /**
   * trackActivity: adds the time since the player's last heartbeat (at most one period; a first
   * one counts one period) to the day's active time. When the day's activity limit is reached the
   * player's sessions end and the answer is 401 (SPEC §8).
   */
  async trackActivity(player: PlayerRow): Promise<TActivityReply> {
    if (!this.siteConfig.features.activity_tracking)
      throw refusal(403, ErrorCode.forbidden, LimitsErrorKey.activityTrackingDisabled, 'feature');
    const now = this.clock();
    const day = windowStart('day', now);
    const [row, limit] = await Promise.all([
      this.repo.activity(player.id),
      this.repo.find(player.id, 'activity', 'day'),
    ]);
    const before = row && Number(row.day_start) === day ? Number(row.active_ms) : 0;
    const since = row ? Math.max(0, now - Number(row.last_at)) : this.heartbeatMs;
    const active = before + Math.min(since, this.heartbeatMs, now - day);
    await this.repo.saveActivity({ player_id: player.id, day_start: day, active_ms: active, last_at: now });
    const limitMs =
      limit && limit.status !== 'confirmed_disabled' ? Number(limit.amount) * this.minuteMs : null;
    if (limitMs !== null && active >= limitMs) {
      await this.repo.endSessions(player.id, now);
      throw refusal(401, ErrorCode.unauthorized, LimitsErrorKey.activityReached, 'session');
    }
    return {
      active_seconds: Math.floor(active / 1000),
      limit_seconds: limitMs === null ? null : Math.ceil(limitMs / 1000),
    };
  }

  /**
   * For the reality check (SPEC §8 'User is out of limit'): whether the day's session-time limit is
   * used up, counting the time the next heartbeat would add (at most one period). When it is, that
   * time is recorded (sign-in then refuses until the next day) and the player's sessions end.
   */
  async sessionTimeUsedUp(player: PlayerRow): Promise<boolean> {
    const now = this.clock();
    const day = windowStart('day', now);
    const [row, limit] = await Promise.all([
      this.repo.activity(player.id),
      this.repo.find(player.id, 'activity', 'day'),
    ]);
    if (!row || !limit || limit.status === 'confirmed_disabled' || Number(row.day_start) !== day)
      return false;
    const since = Math.min(Math.max(0, now - Number(row.last_at)), this.heartbeatMs);
    const active = Number(row.active_ms) + since;
    if (active < Number(limit.amount) * this.minuteMs) return false;
    await this.repo.saveActivity({ player_id: player.id, day_start: day, active_ms: active, last_at: now });
    await this.repo.endSessions(player.id, now);
    return true;
  }

  /** For sign-in: the day's session-time limit is used up, so the player stays out until tomorrow. */
  signInRefusal = async (player: PlayerRow): Promise<string | null> => {
    const now = this.clock();
    const [row, limit] = await Promise.all([
      this.repo.activity(player.id),
      this.repo.find(player.id, 'activity', 'day'),
    ]);
    if (!row || !limit || limit.status === 'confirmed_disabled') return null;
    if (Number(row.day_start) !== windowStart('day', now)) return null;
    return Number(row.active_ms) >= Number(limit.amount) * this.minuteMs
      ? LimitsErrorKey.activityReached
      : null;
  };

  private async pending(player: PlayerRow, ref: TLimitRef): Promise<PlayerLimitRow> {
    this.assertEnabled();
    const row = await this.repo.find(player.id, ref.type, ref.period);
    if (!row || row.pending_from === null)
      throw refusal(400, ErrorCode.invalidRequest, LimitsErrorKey.nothingPending, 'body.type');
    return row;
  }

  private assertEnabled(): void {
    if (!this.siteConfig.features.responsible_gambling)
      throw refusal(403, ErrorCode.forbidden, LimitsErrorKey.disabled, 'feature');
  }
}

function toLimit(row: PlayerLimitRow, now: number): TUserLimit {
  return {
    type: row.kind,
    period: row.period,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    pending:
      row.pending_from === null
        ? null
        : {
            amount: row.pending_amount === null ? null : Number(row.pending_amount),
            effective_from: new Date(Number(row.pending_from)).toISOString(),
            confirmable: now >= Number(row.pending_from),
          },
  };
}
