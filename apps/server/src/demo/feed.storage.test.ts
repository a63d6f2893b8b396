import { MarketStatus, MatchStatus } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index';
import { CatalogueRepo } from '../modules/catalogue/repo';
import { CatalogueService } from '../modules/catalogue/service';
import { TEST_NOW, TEST_SEED, testDatabases } from '../test/databases';
import { KEEP_PAST_MS, rollCatalogue } from './feed';

const HOUR = 3_600_000;

describe.each(testDatabases())('demo feed on $name', (database) => {
  let db: Db;
  let now = TEST_NOW;
  let catalogue: CatalogueService;

  beforeAll(async () => {
    db = await database.create();
    catalogue = new CatalogueService(new CatalogueRepo(db), () => now);
  });
  afterAll(async () => {
    await db?.close();
  });

  const count = async (sql: (k: Db['kysely']) => Promise<{ n: unknown }>) => Number((await sql(db.kysely)).n);
  const matchCount = () =>
    count((k) =>
      k
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );

  it('seeds an empty database with the catalogue as it stands now', async () => {
    const first = await rollCatalogue(catalogue, TEST_SEED, now);
    expect(first.inserted).toBeGreaterThan(400);
    expect(await matchCount()).toBe(first.inserted);
    const live = await count((k) =>
      k
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', MatchStatus.live)
        .executeTakeFirstOrThrow(),
    );
    expect(live).toBeGreaterThanOrEqual(30);
  });

  it('changes nothing when rolled again to the same instant', async () => {
    const before = await matchCount();
    const again = await rollCatalogue(catalogue, TEST_SEED, now);
    expect(again.inserted).toBe(0);
    expect(await matchCount()).toBe(before);
  });

  it('moves forward with time: new fixtures appear, started matches go live, live ones finish', async () => {
    const liveBefore = await db.kysely
      .selectFrom('matches')
      .select(['id'])
      .where('status', '=', MatchStatus.live)
      .execute();
    now = TEST_NOW + 3 * HOUR;
    const rolled = await rollCatalogue(catalogue, TEST_SEED, now);
    expect(rolled.inserted).toBeGreaterThan(0);
    expect(rolled.advanced).toBeGreaterThan(0);
    const after = await db.kysely
      .selectFrom('matches')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        liveBefore.map((m) => m.id),
      )
      .execute();
    expect(after.filter((m) => m.status === MatchStatus.finished).length).toBeGreaterThan(0);
    const lateStart = await count((k) =>
      k
        .selectFrom('matches')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', MatchStatus.prematch)
        .where('type', '=', 'match')
        .where('start_time', '<=', now)
        .executeTakeFirstOrThrow(),
    );
    expect(lateStart).toBe(0);
  });

  it('closes the markets of finished matches so none stays open', async () => {
    const open = await count((k) =>
      k
        .selectFrom('markets')
        .innerJoin('matches', 'matches.id', 'markets.match_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('matches.status', '=', MatchStatus.finished)
        .where('markets.status', '=', MarketStatus.allowed)
        .executeTakeFirstOrThrow(),
    );
    expect(open).toBe(0);
  });

  it('drops matches older than the results window', async () => {
    now = TEST_NOW + 3 * 24 * HOUR;
    const rolled = await rollCatalogue(catalogue, TEST_SEED, now);
    expect(rolled.pruned).toBeGreaterThan(0);
    const oldest = await db.kysely
      .selectFrom('matches')
      .select((eb) => eb.fn.min('start_time').as('t'))
      .where('type', '=', 'match')
      .executeTakeFirstOrThrow();
    expect(Number(oldest.t)).toBeGreaterThanOrEqual(now - KEEP_PAST_MS - 6 * HOUR);
  });

  it('refuses to mix the catalogue of another seed into the database', async () => {
    await expect(rollCatalogue(catalogue, TEST_SEED + 1, now)).rejects.toThrow(/seed/);
  });
});
