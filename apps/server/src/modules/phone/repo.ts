import type { Db } from '../../db/index';
import type { PhoneVerificationRow } from '../../db/schema';
import type { DevSmsTable } from '../../db/schema-limits';

/** SQL of phone verification and of the dev SMS outbox. */
export class PhoneRepo {
  constructor(private readonly db: Db) {}

  async verifiedPhone(playerId: string): Promise<{ phone: string | null; verified_phone: string | null }> {
    return this.db.kysely
      .selectFrom('players')
      .select(['phone', 'verified_phone'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
  }

  pending(playerId: string): Promise<PhoneVerificationRow | undefined> {
    return this.db.kysely
      .selectFrom('phone_verifications')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  async savePending(row: PhoneVerificationRow): Promise<void> {
    const { player_id, ...rest } = row;
    await this.db.kysely
      .insertInto('phone_verifications')
      .values(row)
      .onConflict((oc) => oc.column('player_id').doUpdateSet(rest))
      .execute();
  }

  /**
   * Counts a wrong code, only while the code is the one the caller read, and voids the code at
   * `max` tries. Returns the tries so far (null: the code changed meanwhile).
   */
  async addAttempt(playerId: string, codeHash: string, max: number): Promise<number | null> {
    const row = await this.db.kysely
      .updateTable('phone_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('player_id', '=', playerId)
      .where('code_hash', '=', codeHash)
      .returning('attempts')
      .executeTakeFirst();
    if (!row) return null;
    const attempts = Number(row.attempts);
    if (attempts >= max)
      await this.db.kysely
        .updateTable('phone_verifications')
        .set({ code_hash: null })
        .where('player_id', '=', playerId)
        .where('code_hash', '=', codeHash)
        .execute();
    return attempts;
  }

  /** Uses the code (once: a second confirm with it finds nothing) and records the verified phone. */
  async verify(playerId: string, codeHash: string, phone: string, now: number): Promise<boolean> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('phone_verifications')
        .set({ code_hash: null })
        .where('player_id', '=', playerId)
        .where('code_hash', '=', codeHash)
        .returning('player_id')
        .executeTakeFirst();
      if (!used) return false;
      await trx
        .updateTable('players')
        .set({ phone, verified_phone: phone, updated_at: now })
        .where('id', '=', playerId)
        .execute();
      return true;
    });
  }

  async insertSms(row: DevSmsTable): Promise<void> {
    await this.db.kysely.insertInto('dev_sms').values(row).execute();
  }

  smsTo(phone: string, limit: number): Promise<DevSmsTable[]> {
    return this.db.kysely
      .selectFrom('dev_sms')
      .selectAll()
      .where('to_phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
