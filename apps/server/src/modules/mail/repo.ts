import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { DevMailboxTable } from '../../db/schema';

export type DevMailboxRow = Selectable<DevMailboxTable>;

/** The dev mailbox's table: demo mode's stored messages. */
export class MailboxRepo {
  constructor(private readonly db: Db) {}

  async insert(row: DevMailboxRow): Promise<void> {
    await this.db.kysely.insertInto('dev_mailbox').values(row).execute();
  }

  /** The messages to one address, newest first. */
  newestTo(toEmail: string, limit: number): Promise<DevMailboxRow[]> {
    return this.db.kysely
      .selectFrom('dev_mailbox')
      .selectAll()
      .where('to_email', '=', toEmail)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
