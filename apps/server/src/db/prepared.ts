import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

type Executor = Kysely<Database>;

/** Stands in for a value given at execution time; Kysely compiles it as an ordinary parameter. */
class Slot {
  constructor(
    readonly name: string,
    readonly index?: number,
    readonly field?: string,
  ) {}
}

type Element<T> = T extends readonly (infer E)[] ? E : never;

/**
 * Placeholders for a prepared query's values: `p('id')`; `p.list('ids', n)` for an `in` list of n
 * values; `p.rows('rows', n, columns)` for n objects of a list, each with these columns (a
 * multi-row insert).
 */
export interface Placeholders<P> {
  <K extends keyof P & string>(name: K): P[K];
  list<K extends keyof P & string>(name: K, count: number): Element<P[K]>[];
  rows<K extends keyof P & string>(
    name: K,
    count: number,
    columns: readonly (keyof Element<P[K]> & string)[],
  ): Element<P[K]>[];
}

/**
 * SQL texts of prepared queries by statement name. PostgreSQL connections run these as named
 * statements (parsed and planned once per connection, see db/index.ts); other SQL stays unnamed.
 */
const statementNames = new Map<string, string>();

export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

export interface PreparedQuery<P, R> {
  (ex: Executor, params: P): Promise<QueryResult<R>>;
  /** The compiled SQL, for a driver that runs it directly (a procedure on SQLite, Db.procedure). */
  readonly sql: string;
  /** The parameter values of one execution, in the order of the SQL's placeholders. */
  values(params: P): unknown[];
}

/**
 * A query built and compiled once and then executed many times with new values: the hot paths
 * (placing a bet, the ledger, the session lookup) skip Kysely's builder and compiler, which cost more
 * than SQLite's own work for a short statement. On SQLite the statement is prepared once too (the
 * statement cache of db/index.ts). The query's shape must not depend on the values: an `in` list of
 * another length is another query (see `preparedByCount`). Runs on any executor, transactions included.
 */
export function prepared<P extends object, R>(
  kysely: Executor,
  build: (db: Executor, p: Placeholders<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  const p = ((name: string) => new Slot(name)) as Placeholders<P>;
  p.list = ((name: string, count: number) =>
    Array.from({ length: count }, (_, i) => new Slot(name, i))) as Placeholders<P>['list'];
  p.rows = ((name: string, count: number, columns: readonly string[]) =>
    Array.from({ length: count }, (_, i) =>
      Object.fromEntries(columns.map((column) => [column, new Slot(name, i, column)])),
    )) as unknown as Placeholders<P>['rows'];
  const { sql, parameters } = build(kysely, p).compile();
  if (!statementNames.has(sql)) statementNames.set(sql, `sb_${statementNames.size + 1}`);
  const bind = parameters.map((value): ((params: P) => unknown) => {
    if (!(value instanceof Slot)) return () => value;
    const { name, index, field } = value;
    if (index === undefined) return (params) => (params as Record<string, unknown>)[name];
    if (field === undefined)
      return (params) => ((params as Record<string, unknown>)[name] as readonly unknown[])[index];
    return (params) =>
      ((params as Record<string, unknown>)[name] as readonly Record<string, unknown>[])[index]?.[field];
  });
  const values = (params: P) => bind.map((value) => value(params));
  const query = (ex: Executor, params: P) =>
    ex.executeQuery<R>(CompiledQuery.raw(sql, values(params)) as CompiledQuery<R>);
  return Object.assign(query, { sql, values });
}

/**
 * A prepared query written as SQL text, for what the query builder cannot say (a data-modifying
 * WITH on PostgreSQL). Runs like prepared(): a named statement on PostgreSQL.
 */
export function preparedSql<P extends object, R>(
  sql: string,
  values: (params: P) => unknown[],
): PreparedQuery<P, R> {
  if (!statementNames.has(sql)) statementNames.set(sql, `sb_${statementNames.size + 1}`);
  const query = (ex: Executor, params: P) =>
    ex.executeQuery<R>(CompiledQuery.raw(sql, values(params)) as CompiledQuery<R>);
  return Object.assign(query, { sql, values });
}

/**
 * Prepared queries whose shape depends on counts (the lengths of `in` lists, the rows of an insert),
 * compiled once per combination of counts on first use. The counts come from one slip, so few
 * combinations occur; past `limit` of them a new one is compiled for its use only.
 */
export function preparedByCount<P extends object, R>(
  kysely: Executor,
  build: (db: Executor, p: Placeholders<P>, ...counts: number[]) => Compilable<R>,
  limit = 64,
): (...counts: number[]) => PreparedQuery<P, R> {
  const byCounts = new Map<string, PreparedQuery<P, R>>();
  return (...counts) => {
    const key = counts.join(',');
    let query = byCounts.get(key);
    if (!query) {
      query = prepared<P, R>(kysely, (db, p) => build(db, p, ...counts));
      if (byCounts.size < limit) byCounts.set(key, query);
    }
    return query;
  };
}

/**
 * The values of an `in` list, repeated at the end up to the next power of two (a value twice in an
 * `in` list changes nothing): lists of many lengths (the keys of a turn's requests, see db/per-turn.ts)
 * then share a few compiled statements instead of one per length.
 */
export function padded<T>(values: readonly T[]): T[] {
  let length = 1;
  while (length < values.length) length *= 2;
  const last = values[values.length - 1];
  return last === undefined ? [...values] : [...values, ...Array(length - values.length).fill(last)];
}
