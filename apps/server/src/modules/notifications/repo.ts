import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { NotificationRow, NotificationsTable } from '../../db/schema';

/** SQL of the players' notifications. */
export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  /** Stores it unless the player holds one of its reference; true when it was stored now. */
  async insert(row: Insertable<NotificationsTable>): Promise<boolean> {
    const result = await this.db.kysely
      .insertInto('notifications')
      .values(row)
      .onConflict((oc) => oc.columns(['player_id', 'reference']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  find(id: string): Promise<NotificationRow | undefined> {
    return this.db.kysely.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A page of the player's notifications, newest first, and how many there are. */
  async page(
    playerId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.kysely
        .selectFrom('notifications')
        .selectAll()
        .where('player_id', '=', playerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.db.kysely
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async unread(playerId: string): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('unread'))
      .where('player_id', '=', playerId)
      .where('read', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  /** Marks the player's unread notifications read (these ids only, when given): how many changed. */
  async markRead(playerId: string, ids?: readonly string[]): Promise<number> {
    let query = this.db.kysely
      .updateTable('notifications')
      .set({ read: 1 })
      .where('player_id', '=', playerId)
      .where('read', '=', 0);
    if (ids) query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
