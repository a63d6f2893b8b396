/**
 * Serialised replies of read-only catalogue queries, valid while the catalogue version they were
 * built from is current and for at most `maxAgeMs` (which bounds staleness when another process
 * changed the database). Bounded in entries; the oldest entry goes first.
 */
export class ReplyCache {
  private readonly entries = new Map<string, { version: number; at: number; body: string }>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly maxAgeMs = 2000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, version: number, build: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    const now = this.clock();
    if (hit && hit.version === version && now - hit.at <= this.maxAgeMs) return hit.body;
    const body = await build();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { version, at: now, body });
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
