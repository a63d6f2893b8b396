import {
  ErrorCode,
  LimitsErrorKey,
  SESSIONS_INFO_POLL_MS,
  type TRealityCheckPeriod,
  type TSessionsInfoReply,
  type TSiteConfig,
} from '@sportsbook/contract';
import type { PlayerRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { RealityCheckRepo, RealitySession } from './reality-repo';
import type { LimitsService } from './service';

export interface RealityCheckOptions {
  /** How long a minute of a reality-check period lasts (shorter only in end-to-end tests). */
  minuteMs?: number;
  /** How often the web polls the session info (SPEC §9: 30 s; shorter only in end-to-end tests). */
  pollMs?: number;
}

const refusal = (status: number, code: number, key: string, path: string) =>
  new AppError(status, code, key, [{ path, message: key }]);

/**
 * The reality check (UKGC RTS 13): every period of the player's choice since sign-in or the last
 * 'Continue', the web shows how long the session has lasted and what the player staked and got
 * back in it. The player's session-time limit used up ends the session (SPEC §8 'User is out of
 * limit').
 */
export class RealityCheckService {
  private readonly minuteMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly repo: RealityCheckRepo,
    private readonly limits: LimitsService,
    private readonly siteConfig: TSiteConfig,
    private readonly clock: () => number = Date.now,
    options: RealityCheckOptions = {},
  ) {
    this.minuteMs = options.minuteMs ?? 60_000;
    this.pollMs = options.pollMs ?? SESSIONS_INFO_POLL_MS;
  }

  /** getSessionsInfo: the reality check of the request's session. */
  async info(player: PlayerRow, sessionId: string): Promise<TSessionsInfoReply> {
    const session = await this.liveSession(player, sessionId);
    return this.reply(player, session, this.clock());
  }

  /** continueSession: acknowledges a due check; the next one falls one period later. */
  async continue(player: PlayerRow, sessionId: string): Promise<TSessionsInfoReply> {
    const session = await this.liveSession(player, sessionId);
    const now = this.clock();
    const dueAt = this.dueAt(session);
    if (dueAt !== null && dueAt <= now) await this.repo.acknowledge(sessionId, dueAt, now);
    return this.reply(player, await this.liveSession(player, sessionId), now);
  }

  /** Sets the period (null: off); the next check counts from sign-in or the last 'Continue'. */
  async setPeriod(
    player: PlayerRow,
    sessionId: string,
    period: TRealityCheckPeriod | null,
  ): Promise<TSessionsInfoReply> {
    this.assertEnabled();
    await this.repo.setPeriod(player.id, period, this.clock());
    return this.info(player, sessionId);
  }

  private async liveSession(player: PlayerRow, sessionId: string): Promise<RealitySession> {
    this.assertEnabled();
    if (await this.limits.sessionTimeUsedUp(player))
      throw refusal(403, ErrorCode.forbidden, LimitsErrorKey.outOfLimit, 'session');
    const session = await this.repo.session(player.id, sessionId, this.clock());
    if (!session) throw refusal(400, ErrorCode.invalidRequest, LimitsErrorKey.noSession, 'session');
    return session;
  }

  private dueAt(session: RealitySession): number | null {
    if (session.reality_check_minutes === null) return null;
    const from = session.reality_check_at ?? session.created_at;
    return from + session.reality_check_minutes * this.minuteMs;
  }

  private async reply(player: PlayerRow, session: RealitySession, now: number): Promise<TSessionsInfoReply> {
    const money = await this.repo.moneySince(player.id, session.created_at);
    const dueAt = this.dueAt(session);
    return {
      period: session.reality_check_minutes as TRealityCheckPeriod | null,
      started_at: new Date(session.created_at).toISOString(),
      played_seconds: Math.max(0, Math.floor((now - session.created_at) / 1000)),
      results: money.map((m) => ({ ...m, net: m.returned - m.staked })),
      due: dueAt !== null && dueAt <= now,
      next_check_at: dueAt === null ? null : new Date(dueAt).toISOString(),
      poll_ms: this.pollMs,
    };
  }

  private assertEnabled(): void {
    if (!this.siteConfig.features.responsible_gambling)
      throw refusal(403, ErrorCode.forbidden, LimitsErrorKey.disabled, 'feature');
  }
}
