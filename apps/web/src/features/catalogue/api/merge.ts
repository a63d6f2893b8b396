import { isMarketOffered } from '@sportsbook/betting';
import type { TMarket, TMarketsChangedData, TMatchChangedData } from '@sportsbook/contract';
import type { ListMarket, ListMatch } from './matches';

const key = (market: { id: number; specifier: string }) => `${market.id}|${market.specifier}`;

/** Fields other than outcomes are scalars or small lists (groups), compared by value. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * True when the update changes nothing `a` holds: its outcomes and prices, and every other field
 * (a full market's groups and most-balanced flag decide which tab shows it).
 */
function sameMarket(a: ListMarket, b: TMarket): boolean {
  if (a.outcomes.length !== b.outcomes.length) return false;
  for (const field of Object.keys(a) as (keyof ListMarket)[]) {
    if (field !== 'outcomes' && !sameValue(a[field], b[field])) return false;
  }
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
 * The markets in the order the player has been seeing them: those still there keep their places
 * (`now` gives each one's current version, or nothing when it is gone), a new line of a market on
 * screen takes the place of a line of it that went, else goes after its other lines, and a new
 * market goes at the end. So a line that moves (a handicap from -1.5 to -2.5) stays where it was.
 */
function arrange(
  shown: readonly TMarket[],
  now: (market: TMarket) => TMarket | undefined,
  added: readonly TMarket[],
): TMarket[] {
  const slots: (TMarket | { gone: number })[] = shown.map((market) => now(market) ?? { gone: market.id });
  const idOf = (slot: TMarket | { gone: number }) => ('gone' in slot ? slot.gone : slot.id);
  for (const market of added) {
    const hole = slots.findIndex((slot) => 'gone' in slot && slot.gone === market.id);
    if (hole >= 0) {
      slots[hole] = market;
      continue;
    }
    const last = slots.findLastIndex((slot) => idOf(slot) === market.id);
    if (last >= 0) slots.splice(last + 1, 0, market);
    else slots.push(market);
  }
  return slots.filter((slot): slot is TMarket => !('gone' in slot));
}

const sameList = (a: readonly TMarket[], b: readonly TMarket[]) =>
  a.length === b.length && a.every((market, i) => market === b[i]);

/**
 * SPEC §4 'Live updates' for a match's markets: updated markets replace theirs (unchanged ones keep
 * their identity), new ones are added, removed ones go; a market with status 0 is dropped. The order
 * stays as the player sees it (see `arrange`). Returns the same array when nothing changed.
 */
export function applyMarketsChanged(current: readonly TMarket[], update: TMarketsChangedData): TMarket[] {
  const updates = new Map(update.markets.map((m) => [key(m), m]));
  const removed = new Set(update.removed.map(key));
  const next = arrange(
    current,
    (market) => {
      const k = key(market);
      if (removed.has(k)) return undefined;
      const incoming = updates.get(k);
      if (!incoming) return update.complete ? undefined : market;
      return isMarketOffered(incoming.status) ? mergeMarket(market, incoming) : undefined;
    },
    (() => {
      const shown = new Set(current.map(key));
      return update.markets.filter(
        (m) => isMarketOffered(m.status) && !shown.has(key(m)) && !removed.has(key(m)),
      );
    })(),
  );
  return sameList(next, current) ? (current as TMarket[]) : next;
}

/**
 * A fetched market list in the order the player has been seeing (`shown`): a refetch (after missed
 * publications) must not shuffle the cards, though the API sorts by values that move, such as which
 * line is most balanced. With nothing shown yet, the API's order (SPEC §9 market sort) stands.
 */
export function keepMarketOrder(shown: readonly TMarket[] | undefined, fetched: TMarket[]): TMarket[] {
  if (!shown || shown.length === 0) return fetched;
  const byKey = new Map(fetched.map((m) => [key(m), m]));
  const wasShown = new Set(shown.map(key));
  return arrange(
    shown,
    (market) => byKey.get(key(market)),
    fetched.filter((m) => !wasShown.has(key(m))),
  );
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
    const incoming = update.markets.find((m) => key(m) === key(market));
    if (incoming) return isMarketOffered(incoming.status) ? mergeMarket(market, incoming) : null;
    const gone = update.complete || update.removed.some((r) => key(r) === key(market));
    if (!gone) return market;
    // A headline line that moved (a total from 2.5 to 3.5) is replaced by the new line of its market.
    const line = update.markets.find((m) => m.id === market.id && m.is_main && isMarketOffered(m.status));
    return line ? mergeMarket(market, line) : null;
  };
  const main = pick(match.main_market);
  const secondary = pick(match.secondary_market);
  if (main === match.main_market && secondary === match.secondary_market) return match;
  return secondary === undefined
    ? { ...match, main_market: main ?? null }
    : { ...match, main_market: main ?? null, secondary_market: secondary };
}
