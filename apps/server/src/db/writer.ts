import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type CarriedError, restoreError } from './procedures';

/** A batch of procedure calls to the writer thread, and its answers (after their commit). */
export interface WriterCall {
  id: number;
  name: string;
  input: unknown;
}
export type WriterAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CarriedError };

/**
 * Calls per message to the writer. A whole turn's calls in one message kept the two threads taking
 * turns (the writer idle while this thread prepared a turn's bets, this thread idle while the writer
 * stored them); in messages of 8 the writer starts on the first ones at once. Fewer per message cost
 * more commits (each writes its log frames) than they save: bench/README.md.
 */
const SEND_EVERY = 8;

/**
 * The writer thread's code: the bundle beside dist/main.js; from the TypeScript source (tsx, Vitest),
 * a bootstrap that registers tsx in the thread and imports db/writer-worker.ts.
 */
function entry(): [string | URL, WorkerOptions] {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./db-writer.js', import.meta.url), {}];
  const bootstrap = `
    const { workerData } = require('node:worker_threads');
    require(workerData.tsx).register();
    require(workerData.entry);
  `;
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return [
    bootstrap,
    { eval: true, workerData: { tsx, entry: fileURLToPath(new URL('./writer-worker.ts', import.meta.url)) } },
  ];
}

/**
 * The SQLite writer thread (db/writer-worker.ts), started with the first call: procedures run there
 * on its own connection, in group commits, so their statements and commits take no time from the
 * event loop. Calls travel in messages of up to SEND_EVERY, and the rest of a turn's calls at its
 * end. If the thread dies, the calls it held fail — they may have committed: a bet placed with an
 * Idempotency-Key is found again by its retry — and the next message starts a new thread.
 */
export function startWriter(file: string) {
  let thread: { worker: Worker; held: Set<number>; ready: Promise<void> } | undefined;
  let outbox: WriterCall[] = [];
  let nextId = 1;
  let closing: Promise<void> | undefined;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const idle: (() => void)[] = [];
  const waitListeners = new Set<() => void>();

  const settled = () => {
    if (pending.size > 0) return;
    thread?.worker.unref(); // an idle writer does not keep the process alive
    for (const resolve of idle.splice(0)) resolve();
  };
  const fail = (ids: Iterable<number>, error: Error) => {
    for (const id of [...ids]) {
      pending.get(id)?.reject(error);
      pending.delete(id);
    }
    settled();
  };
  const spawn = () => {
    const [code, options] = entry();
    const worker = new Worker(code, { ...options, workerData: { ...options.workerData, file } });
    let markReady = () => {};
    let markFailed = (_error: Error) => {};
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    ready.catch(() => {}); // the calls it held hear of it too
    const started = { worker, held: new Set<number>(), ready };
    worker.on('message', (answers: WriterAnswer[] | 'ready' | 'waiting') => {
      if (answers === 'ready') return markReady();
      if (answers === 'waiting') {
        for (const listener of waitListeners) listener();
        return;
      }
      for (const a of answers) {
        started.held.delete(a.id);
        const call = pending.get(a.id);
        if (!call) continue;
        pending.delete(a.id);
        if (a.ok) call.resolve(a.value);
        else call.reject(restoreError(a.error));
      }
      settled();
    });
    worker.on('error', (error) => console.error(`SQLite writer thread failed: ${error.message}`));
    worker.on('exit', (code) => {
      if (thread === started) thread = undefined;
      markFailed(new Error(`the database writer thread exited (code ${code}) before it was ready`));
      // Only the calls it was sent: those still in the outbox go to the next thread.
      fail(started.held, new Error(`the database writer thread exited (code ${code})`));
    });
    return started;
  };
  const send = () => {
    if (outbox.length === 0) return;
    const calls = outbox;
    outbox = [];
    try {
      thread ??= spawn();
      thread.worker.ref();
      thread.worker.postMessage(calls);
      for (const call of calls) thread.held.add(call.id);
    } catch (error) {
      // e.g. an input that cannot be cloned: those calls fail, the thread goes on
      fail(
        calls.map((c) => c.id),
        error as Error,
      );
    }
  };

  return {
    run<O>(name: string, input: unknown): Promise<O> {
      if (closing) return Promise.reject(new Error('the database is closing'));
      return new Promise<O>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        if (outbox.length === 0) setImmediate(send);
        outbox.push({ id, name, input });
        if (outbox.length >= SEND_EVERY) send();
      });
    },
    /** Starts the thread now (rather than with the first call): resolves once it is up. */
    ready(): Promise<void> {
      thread ??= spawn();
      const { ready } = thread;
      return ready.finally(settled);
    },
    /** Hears the thread find the database locked by another connection, once per waiting commit. */
    onWait(listener: () => void): () => void {
      waitListeners.add(listener);
      return () => waitListeners.delete(listener);
    },
    /** Waits for the calls in flight, then closes the thread's connection. */
    stop(): Promise<void> {
      closing ??= (async () => {
        if (pending.size > 0) await new Promise<void>((resolve) => idle.push(resolve));
        const worker = thread?.worker;
        if (!worker) return;
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.ref();
        worker.postMessage('stop');
        await exited;
      })();
      return closing;
    },
  };
}
