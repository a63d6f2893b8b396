// The SQLite writer thread (see db/writer.ts): runs the procedures of src/procedures.ts on its own
// connection, the calls of one message (and of any others that arrived meanwhile) in one group
// commit, and answers each message once its calls are committed or rolled back.
import { parentPort, workerData } from 'node:worker_threads';
import { procedures } from '../procedures';
import { type Db, groupCommit, openSqlite, whenUnlocked } from './index';
import { carryError, procedureRunner } from './procedures';
import type { WriterAnswer, WriterCall } from './writer';

const port = parentPort;
if (!port) throw new Error('db/writer-worker.ts runs as a worker thread');
const { file } = workerData as { file: string };
const { sqlite, kysely, trx } = openSqlite(file);
// The checkpointer thread copies the log back into the file (db/index.ts); commits here never do.
sqlite.pragma('wal_autocheckpoint = 0');
const db: Db = {
  kysely,
  dialect: 'sqlite',
  location: file,
  close: async () => {
    sqlite.close();
  },
};
const byName = new Map(procedures.map((procedure) => [procedure.name, procedure]));
// SQLite's own wait for a lock another connection holds (busy_timeout, off here) sleeps 1, 2,
// 5, 10, 15… ms between tries, while the event loop's writes (a demo feed step, a settlement) hold
// it for a millisecond or so: the writer waits in steps of a quarter of a millisecond instead.
const LOCK_STEP_MS = 0.25;
const pause = new Int32Array(new SharedArrayBuffer(4));
// A group that found the lock taken (at BEGIN IMMEDIATE, before any call ran) runs again whole.
// The main thread hears once per group that it waits (Db.onWriterWait), so a test can wait for it.
const runProcedure = procedureRunner(
  db,
  groupCommit(sqlite, trx, (commit) => {
    let told = false;
    return whenUnlocked(commit, () => {
      if (!told) port.postMessage('waiting');
      told = true;
      Atomics.wait(pause, 0, 0, LOCK_STEP_MS);
    });
  }),
);

async function call({ id, name, input }: WriterCall): Promise<WriterAnswer> {
  try {
    const procedure = byName.get(name);
    if (!procedure) throw new Error(`no procedure named ${name} in src/procedures.ts`);
    return { id, ok: true, value: await runProcedure(procedure, input) };
  } catch (error) {
    return { id, ok: false, error: carryError(error) };
  }
}

port.on('message', (message: WriterCall[] | 'stop') => {
  if (message === 'stop') {
    sqlite.close();
    port.close();
    return;
  }
  void Promise.all(message.map(call)).then((answers) => {
    try {
      port.postMessage(answers);
    } catch (error) {
      // A value that cannot cross (a procedure's mistake): its calls are answered with the error.
      const { message } = error as Error;
      port.postMessage(answers.map(({ id }) => ({ id, ok: false, error: { message } })));
    }
  });
});

// Its code loaded and its connection open: calls can come.
port.postMessage('ready');
