import type { TMarket, TMarketsChangedData, TMatchChangedData } from '@sportsbook/contract';
import type { ListMarket, ListMatch } from '@/features/catalogue/api/matches';

const key = (market: { id: number; specifier: string }) => `${market.id}|${market.specifier}`;

/** True when two markets show the same thing (same status, same outcomes and prices). */
function sameMarket(a: ListMarket, b: ListMarket): boolean {
  if (a.status !== b.status || a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((o, i) => {
    const p = b.outcomes[i];
    return (
      p !== undefined && p.id === o.id && p.odds === o.odds && p.active === o.active && p.name === o.name
    );
  });
}

/**
 * A market with the update's values, keeping the identity of every outcome that did not change so
 * that only the buttons of changed prices render again.
 */
function mergeMarket<M extends ListMarket>(current: M, next: TMarket): M {
  if (sameMarket(current, next)) return current;
  const outcomes = next.outcomes.map((o) => {
    const old = current.outcomes.find((c) => c.id === o.id);
    return old && old.odds === o.odds && old.active === o.active && old.name === o.name ? old : o;
  });
  return { ...current, ...next, outcomes };
}

/**
 * SPEC §4 'Live updates' for a match's markets: updated markets replace theirs (unchanged ones keep
 * their identity), new ones are added, removed ones go; a market with status 0 is dropped. Returns
 * the same array when nothing changed.
 */
export function applyMarketsChanged(current: readonly TMarket[], update: TMarketsChangedData): TMarket[] {
  const updates = new Map(update.markets.map((m) => [key(m), m]));
  const removed = new Set(update.removed.map(key));
  let changed = false;
  const next: TMarket[] = [];
  for (const market of current) {
    const k = key(market);
    if (removed.has(k)) {
      changed = true;
      continue;
    }
    const incoming = updates.get(k);
    updates.delete(k);
    if (!incoming) {
      next.push(market);
      continue;
    }
    if (incoming.status === 0) {
      changed = true;
      continue;
    }
    const merged = mergeMarket(market, incoming);
    if (merged !== market) changed = true;
    next.push(merged);
  }
  for (const market of updates.values()) {
    if (market.status === 0) continue;
    next.push(market);
    changed = true;
  }
  return changed ? next : (current as TMarket[]);
}

/**
 * A match with the fields of a `match_changed` (or status change) applied; fields the update does
 * not carry keep their values, and scores stay as they were unless the update has new ones.
 */
export function applyMatchChanged<M extends ListMatch>(match: M, update: Omit<TMatchChangedData, 'id'>): M {
  let changed = false;
  const next: M = { ...match };
  for (const [field, value] of Object.entries(update) as [
    Exclude<keyof TMatchChangedData, 'id'>,
    unknown,
  ][]) {
    if (value === undefined) continue;
    if (JSON.stringify((match as Partial<Record<typeof field, unknown>>)[field]) === JSON.stringify(value))
      continue;
    Object.assign(next, { [field]: value });
    changed = true;
  }
  return changed ? next : match;
}

/**
 * The main and secondary markets of a match (a list row keeps only its main market, see
 * `toListMatch`) after a public `markets_changed` for it.
 */
export function applyHeadlineMarkets<M extends ListMatch & { secondary_market?: TMarket | null }>(
  match: M,
  update: TMarketsChangedData,
): M {
  if (update.match_id !== match.id) return match;
  const pick = <T extends ListMarket>(market: T | null | undefined) => {
    if (!market) return market;
    if (update.removed.some((r) => key(r) === key(market))) return null;
    const incoming = update.markets.find((m) => key(m) === key(market));
    if (!incoming) return market;
    return incoming.status === 0 ? null : mergeMarket(market, incoming);
  };
  const main = pick(match.main_market);
  const secondary = pick(match.secondary_market);
  if (main === match.main_market && secondary === match.secondary_market) return match;
  return secondary === undefined
    ? { ...match, main_market: main ?? null }
    : { ...match, main_market: main ?? null, secondary_market: secondary };
}
