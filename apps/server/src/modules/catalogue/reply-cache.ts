import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CatalogueChange } from './service';

const gzipAsync = promisify(gzip);

const GZIP = /\bgzip\b/;

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && GZIP.test(acceptEncoding);
}

/** Below this size compressing costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** The response headers of JSON bytes, as the flat name, value list `writeHead` takes. */
function jsonHeaders(bytes: Buffer, encoding?: string): readonly string[] {
  return [
    'content-type',
    'application/json; charset=utf-8',
    'vary',
    'Origin, Accept-Encoding, Accept-Language',
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(bytes.length),
  ];
}

/**
 * A reply ready to go on the wire: the JSON bytes and, for large bodies, their gzip form, both made
 * once when the reply is built (compression runs on libuv's thread pool, off the event loop), with
 * the response headers of each form (flat name, value lists as `writeHead` takes them).
 */
export class CachedBody {
  readonly rawHeaders: readonly string[];
  readonly gzipHeaders: readonly string[] | undefined;

  private constructor(
    readonly raw: Buffer,
    readonly gzip: Buffer | undefined,
  ) {
    // Made once per entry rather than per request: on the front door's hot path a fresh
    // headers object per reply costs more than routing does.
    this.rawHeaders = jsonHeaders(raw);
    this.gzipHeaders = gzip && jsonHeaders(gzip, 'gzip');
  }

  /** The bytes and headers for a client that sent this Accept-Encoding: gzip when it takes that. */
  encoded(acceptEncoding: string | undefined): [readonly string[], Buffer] {
    return this.gzip && this.gzipHeaders && acceptsGzip(acceptEncoding)
      ? [this.gzipHeaders, this.gzip]
      : [this.rawHeaders, this.raw];
  }

  static async of(raw: Buffer): Promise<CachedBody> {
    const gzipped = raw.length >= COMPRESS_MIN_BYTES ? await gzipAsync(raw, { level: 6 }) : undefined;
    return new CachedBody(raw, gzipped);
  }

  /** The JSON text (decoded again: only the bytes are kept). */
  get text(): string {
    return this.raw.toString();
  }
}

/** What a cached reply shows, so that a catalogue change marks stale only the replies it touches. */
export interface ReplyDeps {
  /** Matches whose data (state, statistics, markets) the reply shows. */
  matchIds?: readonly number[];
  /** Which matches the reply lists (or counts) depends on match statuses. */
  onStatus?: boolean;
  /** Which matches the reply lists depends on market statuses (the bettable filter). */
  onMarkets?: boolean;
}

/** Whether a catalogue change can alter a reply with these dependencies. */
export function touches(change: CatalogueChange, deps: ReplyDeps): boolean {
  switch (change.kind) {
    // New or removed events can enter or leave any list; reference data is in every reply.
    case 'reference':
    case 'matches':
      return true;
    case 'match_state':
      return deps.onStatus === true || (deps.matchIds?.includes(change.id) ?? false);
    case 'markets':
      return deps.onMarkets === true || (deps.matchIds?.includes(change.matchId) ?? false);
  }
}

interface Entry {
  body: CachedBody;
  deps: ReplyDeps;
  at: number;
  stale: boolean;
}

/**
 * Serialised replies of read-only catalogue queries, keyed by request. A catalogue change marks stale
 * exactly the entries it can alter (see `touches`): a price change on one live match leaves every
 * list without that match fresh. An entry is also rebuilt once it is `maxAgeMs` old, which bounds
 * staleness when another process changed the database.
 *
 * Under load every request must not rebuild the same reply at once. One build per key runs at
 * a time (single flight), and while a stale entry is being rebuilt the previous body is served, so a
 * reply is at most one rebuild late. Only a key with no entry at all waits for its build. A change
 * that arrives while a build is under way is checked against the built reply, which is stored stale
 * when the change touches it.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<CachedBody>>();
  /** Keys of the entries that show a match, and of those that depend on statuses: what a change marks stale. */
  private readonly byMatch = new Map<number, Set<string>>();
  private readonly onStatus = new Set<string>();
  private readonly onMarkets = new Set<string>();
  /** Changes since the oldest build under way started, numbered. */
  private changes: { seq: number; change: CatalogueChange }[] = [];
  private seq = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxAgeMs = 2000,
    private readonly clock: () => number = Date.now,
  ) {}

  private fresh(entry: Entry): boolean {
    return !entry.stale && this.clock() - entry.at <= this.maxAgeMs;
  }

  /**
   * The body to send for this key without building anything, the hot path of a cached route: a fresh
   * entry's, or the previous body of one whose rebuild is under way (what `get` would answer too).
   */
  peek(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    return entry && (this.fresh(entry) || this.building.has(key)) ? entry.body : undefined;
  }

  async get(key: string, build: () => Promise<{ text: string; deps: ReplyDeps }>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit)) return hit.body;
    const pending = this.building.get(key) ?? this.rebuild(key, build);
    if (hit) {
      // A failed background rebuild keeps the previous body; the next request tries again.
      pending.catch(() => undefined);
      return hit.body;
    }
    return pending;
  }

  /** Marks stale every entry the change can alter. */
  invalidate(change: CatalogueChange): void {
    this.seq++;
    if (this.building.size > 0) this.changes.push({ seq: this.seq, change });
    const mark = (keys: Iterable<string> | undefined) => {
      for (const key of keys ?? []) {
        const entry = this.entries.get(key);
        if (entry) entry.stale = true;
      }
    };
    switch (change.kind) {
      case 'reference':
      case 'matches':
        mark(this.entries.keys());
        break;
      case 'match_state':
        mark(this.byMatch.get(change.id));
        mark(this.onStatus);
        break;
      case 'markets':
        mark(this.byMatch.get(change.matchId));
        mark(this.onMarkets);
        break;
    }
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(key, entry);
    for (const id of entry.deps.matchIds ?? []) {
      const keys = this.byMatch.get(id) ?? new Set<string>();
      keys.add(key);
      this.byMatch.set(id, keys);
    }
    if (entry.deps.onStatus) this.onStatus.add(key);
    if (entry.deps.onMarkets) this.onMarkets.add(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const id of entry.deps.matchIds ?? []) {
      const keys = this.byMatch.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byMatch.delete(id);
    }
    this.onStatus.delete(key);
    this.onMarkets.delete(key);
  }

  private rebuild(key: string, build: () => Promise<{ text: string; deps: ReplyDeps }>): Promise<CachedBody> {
    const at = this.clock();
    const since = this.seq;
    const pending = build()
      .then(async ({ text, deps }) => ({ body: await this.bodyOf(key, text), deps }))
      .then(({ body, deps }) => {
        const stale = this.changes.some(({ seq, change }) => seq > since && touches(change, deps));
        this.store(key, { body, deps, at, stale });
        return body;
      })
      .finally(() => {
        this.building.delete(key);
        if (this.building.size === 0) this.changes = [];
      });
    this.building.set(key, pending);
    return pending;
  }

  /**
   * The body for a rebuilt text: the previous one when the text did not change (an entry past its
   * age usually has not), which saves compressing it again.
   */
  private async bodyOf(key: string, text: string): Promise<CachedBody> {
    const raw = Buffer.from(text);
    const previous = this.entries.get(key)?.body;
    return previous?.raw.equals(raw) ? previous : CachedBody.of(raw);
  }

  /** Resolves once every build under way has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.building.values()]);
  }

  clear(): void {
    this.entries.clear();
    this.byMatch.clear();
    this.onStatus.clear();
    this.onMarkets.clear();
  }
}
