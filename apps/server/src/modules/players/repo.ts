import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../db/index';
import { perTurn } from '../../db/per-turn';
import { padded, preparedByCount } from '../../db/prepared';
import type {
  Database,
  OneTimeTokenPurpose,
  PlayerRow,
  PlayersTable,
  PlayerTrackingTable,
  SessionsTable,
} from '../../db/schema';

export type Executor = Kysely<Database>;

type NewPlayer = Pick<
  Insertable<PlayersTable>,
  'id' | 'email' | 'password_hash' | 'language' | 'currency' | 'country' | 'confirmed_at'
> &
  Partial<Insertable<PlayersTable>>;

/** A new player's row: the facts given, no name or phone, not locked, created and updated `now`. */
export function newPlayerRow(player: NewPlayer, now: number): Insertable<PlayersTable> {
  return {
    first_name: null,
    last_name: null,
    nickname: null,
    phone: null,
    locked_at: null,
    created_at: now,
    updated_at: now,
    ...player,
  };
}

export type PlayerPatch = Partial<
  Pick<
    PlayerRow,
    | 'password_hash'
    | 'language'
    | 'currency'
    | 'confirmed_at'
    | 'failed_attempts'
    | 'locked_at'
    | 'first_name'
    | 'last_name'
    | 'phone'
  >
>;

/** The players of live sessions among these, with each session's id and expiry. */
function sessionPlayersQuery(kysely: Executor) {
  return preparedByCount<
    { sessionHashes: readonly string[] },
    PlayerRow & { session_id: string; session_expires_at: number }
  >(kysely, (db, p, count) =>
    db
      .selectFrom('sessions')
      .innerJoin('players', 'players.id', 'sessions.player_id')
      .selectAll('players')
      .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
      .where('sessions.id', 'in', p.list('sessionHashes', count))
      .where('sessions.revoked_at', 'is', null),
  );
}

/** SQL of players, sessions and one-time tokens. */
export class PlayersRepo {
  /** Every authenticated request runs it: compiled once per count (see db/prepared.ts). */
  private readonly sessionPlayers: ReturnType<typeof sessionPlayersQuery>;
  /** The session lookups of one turn, in one statement (see db/per-turn.ts). */
  private readonly sessionPlayer: (key: {
    sessionHash: string;
    now: number;
  }) => Promise<PlayerRow | undefined>;

  constructor(readonly db: Db) {
    this.sessionPlayers = sessionPlayersQuery(db.kysely);
    this.sessionPlayer = perTurn(db, async (keys) => {
      const sessionHashes = padded([...new Set(keys.map((key) => key.sessionHash))]);
      const { rows } = await this.sessionPlayers(sessionHashes.length)(db.kysely, { sessionHashes });
      const bySession = new Map(rows.map((row) => [row.session_id, row]));
      return keys.map(({ sessionHash, now }) => {
        const found = bySession.get(sessionHash);
        if (!found || Number(found.session_expires_at) <= now) return undefined;
        const { session_id: _id, session_expires_at: _expires, ...player } = found;
        return player;
      });
    });
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(fn);
  }

  findByEmail(email: string): Promise<PlayerRow | undefined> {
    return this.db.kysely.selectFrom('players').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findById(id: string, ex: Executor = this.db.kysely): Promise<PlayerRow | undefined> {
    return ex.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertPlayer(row: Insertable<PlayersTable>): Promise<void> {
    await this.db.kysely.insertInto('players').values(row).execute();
  }

  /** Keeps the tags a new player signed up with; a player's first tags are never replaced. */
  async insertTracking(
    playerId: string,
    tags: Partial<Pick<PlayerTrackingTable, 'ctag' | 'btag' | 'stag' | 'qtag' | 'gclid'>>,
    now: number,
  ): Promise<void> {
    await this.db.kysely
      .insertInto('player_tracking')
      .values({ player_id: playerId, ...tags, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('player_id').doNothing())
      .execute();
  }

  /** Attributes a player who has no affiliate yet to `stag`; one statement, so racing calls agree. */
  async attributeStag(playerId: string, stag: string, now: number): Promise<void> {
    await this.db.kysely
      .insertInto('player_tracking')
      .values({ player_id: playerId, stag, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('player_id')
          .doUpdateSet({ stag, updated_at: now })
          .where('player_tracking.stag', 'is', null),
      )
      .execute();
  }

  findTracking(playerId: string) {
    return this.db.kysely
      .selectFrom('player_tracking')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  async updatePlayer(id: string, patch: PlayerPatch, now: number, ex: Executor = this.db.kysely) {
    await ex
      .updateTable('players')
      .set({ ...patch, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Counts a wrong password; returns the new count. */
  async addFailedAttempt(id: string, now: number): Promise<number> {
    const row = await this.db.kysely
      .updateTable('players')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    return row.failed_attempts;
  }

  /** Locks the account; true only for the request that locked it (one unlock email per lock). */
  async lock(id: string, now: number): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('players')
      .set({ locked_at: now, updated_at: now })
      .where('id', '=', id)
      .where('locked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertSession(row: Insertable<SessionsTable>): Promise<void> {
    await this.db.kysely.insertInto('sessions').values(row).execute();
  }

  /** The player of a live session: not revoked, not expired. */
  async activeSessionPlayer(sessionHash: string, now: number): Promise<PlayerRow | undefined> {
    return this.sessionPlayer({ sessionHash, now });
  }

  async revokeSession(sessionHash: string, now: number): Promise<void> {
    await this.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllSessions(playerId: string, now: number, ex: Executor = this.db.kysely): Promise<void> {
    await ex
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('player_id', '=', playerId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Stores a new token of a purpose; with `retire`, the player's earlier unused ones of that purpose
   * stop working.
   */
  async replaceToken(
    token: {
      hash: string;
      playerId: string;
      purpose: OneTimeTokenPurpose;
      expiresAt: number;
      passwordHash?: string;
    },
    now: number,
    retire = true,
  ): Promise<void> {
    await this.transaction(async (trx) => {
      if (retire) await this.retireTokens(trx, token.playerId, token.purpose, now);
      await trx
        .insertInto('one_time_tokens')
        .values({
          id: token.hash,
          player_id: token.playerId,
          purpose: token.purpose,
          created_at: now,
          expires_at: token.expiresAt,
          used_at: null,
          password_hash: token.passwordHash ?? null,
        })
        .execute();
    });
  }

  async retireTokens(ex: Executor, playerId: string, purpose: OneTimeTokenPurpose, now: number) {
    await ex
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('player_id', '=', playerId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Uses a token once: its player id (and password) when it was unused and unexpired, else undefined. */
  /** Whether a token of this purpose is unused and unexpired (it stays so: nothing is consumed). */
  async isLiveToken(hash: string, purpose: OneTimeTokenPurpose, now: number): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('one_time_tokens')
      .select('id')
      .where('id', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  async consumeToken(
    ex: Executor,
    hash: string,
    purpose: OneTimeTokenPurpose,
    now: number,
  ): Promise<{ player_id: string; password_hash: string | null } | undefined> {
    return ex
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('id', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['player_id', 'password_hash'])
      .executeTakeFirst();
  }
}
