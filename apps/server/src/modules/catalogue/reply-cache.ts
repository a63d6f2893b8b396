import { gzipSync } from 'node:zlib';

/** A serialised reply; its gzip form is made once, the first time a client accepts it. */
export class CachedBody {
  private gzipped: Buffer | undefined;

  constructor(readonly text: string) {}

  get gzip(): Buffer {
    this.gzipped ??= gzipSync(this.text, { level: 6 });
    return this.gzipped;
  }
}

/** Below this size compressing costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Serialised replies of read-only catalogue queries, keyed by request. An entry is fresh while the
 * catalogue version it was built from is current and it is at most `maxAgeMs` old (the age bounds
 * staleness when another process changed the database).
 *
 * NOTE: under load every request must not rebuild the same reply at once. One build per key runs at
 * a time (single flight), and while a stale entry is being rebuilt the previous body is served, so a
 * reply is at most one rebuild late. Only a key with no entry at all waits for its build.
 */
export class ReplyCache {
  private readonly entries = new Map<string, { version: number; at: number; body: CachedBody }>();
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxAgeMs = 2000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, version: number, build: () => Promise<string>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && this.clock() - hit.at <= this.maxAgeMs) return hit.body;
    const pending = this.building.get(key) ?? this.rebuild(key, version, build);
    if (hit) {
      // A failed background rebuild keeps the previous body; the next request tries again.
      pending.catch(() => undefined);
      return hit.body;
    }
    return pending;
  }

  private rebuild(key: string, version: number, build: () => Promise<string>): Promise<CachedBody> {
    const at = this.clock();
    const pending = build()
      .then((text) => {
        const body = new CachedBody(text);
        if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
          const oldest = this.entries.keys().next();
          if (!oldest.done) this.entries.delete(oldest.value);
        }
        this.entries.delete(key);
        this.entries.set(key, { version, at, body });
        return body;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, pending);
    return pending;
  }

  /** Resolves once every build under way has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.building.values()]);
  }

  clear(): void {
    this.entries.clear();
  }
}
