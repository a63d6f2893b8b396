import type { Db } from '../../db/index';
import type { PaymentRow, PaymentStatus } from '../../db/schema';
import type { Executor } from './repo';

/** The payments table of the demo card provider's deposits. */
export class PaymentsRepo {
  constructor(private readonly db: Db) {}

  get kysely() {
    return this.db.kysely;
  }

  async insert(row: PaymentRow): Promise<void> {
    await this.db.kysely.insertInto('payments').values(row).execute();
  }

  find(id: string): Promise<PaymentRow | undefined> {
    return this.db.kysely.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Moves a payment that is not final yet to `status`, in one transaction with `credit` (the
   * wallet's posting of an approval, returning its transaction id), so a credited payment is always
   * approved and an approved one always credited. A final payment keeps its status. Returns the
   * payment as it is afterwards, or undefined when there is none.
   */
  resolve(
    id: string,
    status: PaymentStatus,
    now: number,
    credit: (trx: Executor, payment: PaymentRow) => Promise<string | null>,
  ): Promise<PaymentRow | undefined> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('payments')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', ['initial', 'pending'])
        .returningAll()
        .executeTakeFirst();
      if (updated && status === 'approved') {
        const transactionId = await credit(trx, updated);
        await trx
          .updateTable('payments')
          .set({ transaction_id: transactionId })
          .where('id', '=', id)
          .execute();
      }
      return (
        updated ?? (await trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst())
      );
    });
  }
}
