import { AppError } from '../errors';
import type { Db, SyncTransaction } from './index';

/**
 * A transaction as a named procedure (Db.procedure): plain data in and out — both may cross to the
 * writer thread, which finds the procedure by name among those of src/procedures.ts — and
 * synchronous statements in between (SQLite). `setup` builds, once per connection, what `run`
 * needs (repositories with their compiled statements); `run` throwing rolls its changes back.
 */
export interface Procedure<S, I, O> {
  readonly name: string;
  setup(db: Db): S;
  run(state: S, trx: SyncTransaction, input: I): O;
}

/**
 * Db.procedure over a group commit: each procedure's setup runs once on this connection, then each
 * call runs inside `together` (one savepoint of the group).
 */
export function procedureRunner(db: Db, together: <T>(fn: (trx: SyncTransaction) => T) => Promise<T>) {
  const states = new Map<string, unknown>();
  return <S, I, O>(procedure: Procedure<S, I, O>, input: I): Promise<O> => {
    if (!states.has(procedure.name)) states.set(procedure.name, procedure.setup(db));
    const state = states.get(procedure.name) as S;
    return together((trx) => procedure.run(state, trx, input));
  };
}

/** A procedure's failure as it crosses a thread: AppError keeps its fields, others their message. */
export type CarriedError =
  | { app: Pick<AppError, 'status' | 'code' | 'key' | 'details' | 'data'> }
  | { message: string; code?: string };

export function carryError(error: unknown): CarriedError {
  if (error instanceof AppError) {
    const { status, code, key, details, data } = error;
    return { app: { status, code, key, details, data } };
  }
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const { message, code } = error as Error & { code?: unknown };
  return { message: String(message ?? error), ...(typeof code === 'string' && { code }) };
}

export function restoreError(carried: CarriedError): Error {
  if ('app' in carried) {
    const { status, code, key, details, data } = carried.app;
    return new AppError(status, code, key, details, data);
  }
  return Object.assign(new Error(carried.message), carried.code && { code: carried.code });
}
