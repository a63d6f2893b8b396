import type { Db } from '../../db/index';
import type { BetStore } from './bet-rows';
import { PostgresBetStore } from './bet-store-postgres';
import { storeBets } from './bet-store-sqlite';

/**
 * The wallet's one storage interface for placing bets: a request's bets with their stakes posted,
 * all or none. Each dialect has one implementation: SQLite's synchronous transaction on the writer
 * thread (group commit), PostgreSQL's one statement (a turn's placements together).
 */
export function betStore(db: Db): BetStore {
  const { procedure } = db;
  if (procedure) return { store: (placement) => procedure(storeBets, placement) };
  return new PostgresBetStore(db);
}
