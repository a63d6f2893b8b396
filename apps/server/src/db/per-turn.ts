import DataLoader from 'dataloader';
import type { Db } from './index';

/**
 * Runs the calls made in one turn of the event loop together: `load` gets their keys (at most
 * `maxBatchSize`, in the order of the calls) and answers each, by position, with its value or its
 * Error. A turn is the requests read from their sockets in one go, so under load they share one
 * statement and one round trip to PostgreSQL instead of one each; a lone call waits only for the
 * end of its turn (setImmediate). Nothing is cached between turns.
 *
 * SQLite has no round trip to save (its statements run in this thread): there each call is loaded
 * at once, alone. Waiting for the end of the turn only made the requests of a turn move through
 * each step together, and the thread sat idle while they all waited for the writer thread's commit
 * (fewer bets per second, bench/README.md).
 */
export function perTurn<K, V>(
  db: Pick<Db, 'dialect'>,
  load: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  maxBatchSize = 64,
): (key: K) => Promise<V> {
  if (db.dialect !== 'postgres')
    return async (key) => {
      const [value] = await load([key]);
      if (value instanceof Error) throw value;
      return value as V;
    };
  const loader = new DataLoader<K, V>(load, {
    cache: false,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
    maxBatchSize,
  });
  return (key) => loader.load(key);
}
