import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index';
import * as m0001 from './migrations/0001-catalogue';
import * as m0002 from './migrations/0002-accounts';
import * as m0003 from './migrations/0003-bets';
import * as m0004 from './migrations/0004-signup-password';
import * as m0005 from './migrations/0005-bonuses';
import * as m0006 from './migrations/0006-freebets';
import * as m0007 from './migrations/0007-responsible-gambling';
import * as m0008 from './migrations/0008-engagement';
import * as m0009 from './migrations/0009-jackpots';
import * as m0010 from './migrations/0010-reality-check';
import * as m0011 from './migrations/0011-phone-verification';
import * as m0012 from './migrations/0012-player-groups';
import * as m0013 from './migrations/0013-bonus-progress';
import * as m0014 from './migrations/0014-player-tracking';
import * as m0015 from './migrations/0015-page-layouts';

/**
 * Versioned migrations, in order. They are imported, not read from a folder, so the bundled
 * server carries them. A new migration is a new file and a new line here; never edit a landed one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-accounts': m0002,
  '0003-bets': m0003,
  '0004-signup-password': m0004,
  '0005-bonuses': m0005,
  '0006-freebets': m0006,
  '0007-responsible-gambling': m0007,
  '0008-engagement': m0008,
  '0009-jackpots': m0009,
  '0010-reality-check': m0010,
  '0011-phone-verification': m0011,
  '0012-player-groups': m0012,
  '0013-bonus-progress': m0013,
  '0014-player-tracking': m0014,
  '0015-page-layouts': m0015,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
