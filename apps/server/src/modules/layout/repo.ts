import { type TPageLayout, ZPageLayout } from '@sportsbook/contract';
import type { Db } from '../../db/index';

export interface StoredPageLayout {
  pageKey: string;
  layout: TPageLayout;
  updatedAt: number;
}

/** The operator's layout edits, one row per page key (the only layout code that imports Kysely). */
export class LayoutRepo {
  constructor(private readonly db: Db) {}

  async find(pageKey: string): Promise<StoredPageLayout | null> {
    const row = await this.db.kysely
      .selectFrom('page_layouts')
      .selectAll()
      .where('page_key', '=', pageKey)
      .executeTakeFirst();
    return row ? toStored(row) : null;
  }

  async list(): Promise<StoredPageLayout[]> {
    const rows = await this.db.kysely.selectFrom('page_layouts').selectAll().orderBy('page_key').execute();
    return rows.map(toStored);
  }

  async save(pageKey: string, layout: TPageLayout, now: number): Promise<void> {
    const row = { page_key: pageKey, layout: JSON.stringify(layout), updated_at: now };
    await this.db.kysely
      .insertInto('page_layouts')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('page_key').doUpdateSet({ layout: row.layout, updated_at: row.updated_at }),
      )
      .execute();
  }

  async remove(pageKey: string): Promise<void> {
    await this.db.kysely.deleteFrom('page_layouts').where('page_key', '=', pageKey).execute();
  }
}

function toStored(row: { page_key: string; layout: string; updated_at: number | string }): StoredPageLayout {
  // Parsed again on the way out: a row written by an older contract still reaches the web valid.
  return {
    pageKey: row.page_key,
    layout: ZPageLayout.parse(JSON.parse(row.layout)),
    updatedAt: Number(row.updated_at),
  };
}
