import type { TFavouriteType } from '@sportsbook/contract';
import type { Db } from '../../db/index';

/** SQL of the players' favourites. */
export class FavouritesRepo {
  constructor(private readonly db: Db) {}

  /** The ids the player marked of this type, newest first. */
  async ids(playerId: string, type: TFavouriteType): Promise<number[]> {
    const rows = await this.db.kysely
      .selectFrom('favourites')
      .select('object_id')
      .where('player_id', '=', playerId)
      .where('type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('object_id', 'desc')
      .execute();
    return rows.map((row) => Number(row.object_id));
  }

  async add(playerId: string, type: TFavouriteType, id: number, now: number): Promise<void> {
    await this.db.kysely
      .insertInto('favourites')
      .values({ player_id: playerId, type, object_id: id, created_at: now })
      .onConflict((oc) => oc.columns(['player_id', 'type', 'object_id']).doNothing())
      .execute();
  }

  async remove(playerId: string, type: TFavouriteType, id: number): Promise<void> {
    await this.db.kysely
      .deleteFrom('favourites')
      .where('player_id', '=', playerId)
      .where('type', '=', type)
      .where('object_id', '=', id)
      .execute();
  }
}
