import { sql } from 'kysely';
import type { Db } from '../../db/index';

/** A player's live session as the reality check reads it. */
export interface RealitySession {
  created_at: number;
  reality_check_at: number | null;
  reality_check_minutes: number | null;
}

/** What a player staked and got back in one currency since a moment. */
export interface SessionMoney {
  currency: string;
  staked: number;
  returned: number;
}

/** SQL of the reality check: the session, the player's period and the money moved since sign-in. */
export class RealityCheckRepo {
  constructor(readonly db: Db) {}

  async session(playerId: string, sessionId: string, now: number): Promise<RealitySession | undefined> {
    const row = await this.db.kysely
      .selectFrom('sessions')
      .innerJoin('players', 'players.id', 'sessions.player_id')
      .select(['sessions.created_at', 'sessions.reality_check_at', 'players.reality_check_minutes'])
      .where('sessions.id', '=', sessionId)
      .where('sessions.player_id', '=', playerId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    return (
      row && {
        created_at: Number(row.created_at),
        reality_check_at: row.reality_check_at === null ? null : Number(row.reality_check_at),
        reality_check_minutes: row.reality_check_minutes === null ? null : Number(row.reality_check_minutes),
      }
    );
  }

  /** Records a 'Continue' only while the check is still due, so two tabs acknowledge it once. */
  async acknowledge(sessionId: string, dueAt: number, now: number): Promise<void> {
    await this.db.kysely
      .updateTable('sessions')
      .set({ reality_check_at: now })
      .where('id', '=', sessionId)
      .where((eb) =>
        eb.or([
          eb('reality_check_at', 'is', null).and('created_at', '<=', dueAt),
          eb('reality_check_at', '<=', dueAt),
        ]),
      )
      .execute();
  }

  async setPeriod(playerId: string, minutes: number | null, now: number): Promise<void> {
    await this.db.kysely
      .updateTable('players')
      .set({ reality_check_minutes: minutes, updated_at: now })
      .where('id', '=', playerId)
      .execute();
  }

  /** Stakes of bets placed since `since` and returns of bets settled since then, per currency. */
  async moneySince(playerId: string, since: number): Promise<SessionMoney[]> {
    const rows = await this.db.kysely
      .selectFrom('bets')
      .select([
        'currency',
        sql<number>`coalesce(sum(case when created_at >= ${since} then stake else 0 end), 0)`.as('staked'),
        sql<number>`coalesce(sum(case when settled_at >= ${since} then win_amount else 0 end), 0)`.as(
          'returned',
        ),
      ])
      .where('player_id', '=', playerId)
      .where((eb) => eb.or([eb('created_at', '>=', since), eb('settled_at', '>=', since)]))
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({
      currency: row.currency,
      staked: Number(row.staked),
      returned: Number(row.returned),
    }));
  }
}
