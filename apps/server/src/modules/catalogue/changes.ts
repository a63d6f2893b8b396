/** Only the feed (or the demo simulator through the same calls) changes the catalogue. */
export type CatalogueChange =
  | { kind: 'reference' }
  | { kind: 'matches'; ids: number[] }
  | { kind: 'match_state'; id: number }
  | { kind: 'markets'; matchId: number };

/**
 * Which matches a list holds depends on the feed's changes only through these filters: every other
 * filter and sort key (type, sport, category, tournament, start time, video, priority) is fixed
 * when an event is published.
 */
export function listDependsOn(q: { match_status?: number[]; bettable?: boolean }): {
  onStatus: boolean;
  onMarkets: boolean;
} {
  return {
    onStatus: q.match_status !== undefined || q.bettable !== undefined,
    onMarkets: q.bettable !== undefined,
  };
}

/** The catalogue's version and its change listeners (the reply cache, the real-time bridge). */
export class CatalogueChanges {
  private version = 0;
  private readonly listeners = new Set<(change: CatalogueChange) => void>();

  /** Increases on every change; caches of derived replies key on it. */
  get currentVersion(): number {
    return this.version;
  }

  onChange(listener: (change: CatalogueChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One version step for a batch of changes, however many; then every listener hears each change. */
  announce(changes: readonly CatalogueChange[]): void {
    this.version++;
    for (const change of changes) for (const listener of this.listeners) listener(change);
  }
}
