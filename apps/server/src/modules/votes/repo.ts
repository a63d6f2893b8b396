import type { TVoteChoice } from '@sportsbook/contract';
import type { Db } from '../../db/index';

/** SQL of the players' votes on predictions. */
export class VotesRepo {
  constructor(private readonly db: Db) {}

  /** Stores the vote unless the player already voted on the prediction: true when stored now. */
  async insert(playerId: string, predictionId: number, data: TVoteChoice, now: number): Promise<boolean> {
    const result = await this.db.kysely
      .insertInto('votes')
      .values({ player_id: playerId, prediction_id: predictionId, data, created_at: now })
      .onConflict((oc) => oc.columns(['player_id', 'prediction_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Votes per choice on a prediction. */
  async counts(predictionId: number): Promise<Partial<Record<TVoteChoice, number>>> {
    const rows = await this.db.kysely
      .selectFrom('votes')
      .select(['data', (eb) => eb.fn.countAll<number | string>().as('votes')])
      .where('prediction_id', '=', predictionId)
      .groupBy('data')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.data, Number(row.votes)]));
  }

  mine(playerId: string, predictionId: number) {
    return this.db.kysely
      .selectFrom('votes')
      .select(['data', 'created_at'])
      .where('player_id', '=', playerId)
      .where('prediction_id', '=', predictionId)
      .executeTakeFirst();
  }
}
