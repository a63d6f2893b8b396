import { setImmediate as nextTurn } from 'node:timers/promises';
import { isFinishedMatchStatus } from '@sportsbook/betting';
import {
  matchChannel,
  publicChannel,
  type TMarket,
  type TMatch,
  type TMatchChangedData,
  type TRealtimeEvent,
} from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { CatalogueChange, CatalogueService } from '../catalogue/service';
import type { HubLog } from './hub';
import type { Publisher } from './publisher';

const MATCH_FIELDS = [
  'status',
  'stage',
  'statistics',
  'bettable',
  'markets_count',
  'top_markets_count',
] as const;

interface MatchState {
  /** JSON of each field last published, to send only what changed. */
  fields: Map<string, string>;
  status: TMatch['status'] | null;
  /** JSON of each market last published, keyed `id|specifier`. */
  markets: Map<string, string> | null;
}

const marketKey = (market: { id: number; specifier: string }) => `${market.id}|${market.specifier}`;

export interface BridgeOptions {
  /** Languages whose channels get the publications ('en' until the catalogue is translated). */
  langs?: string[];
  log?: HubLog;
}

/**
 * Turns catalogue changes into publications: `match_changed`, `match_status_changed` and
 * `markets_changed` on `match:{lang}:{id}` and `public:{lang}` (public gets only the main
 * markets, the ones lists show). Each publication carries only what changed since the previous
 * one; changes that arrive while a match waits or is being published are coalesced into its next one.
 * Returns a function that stops the bridge.
 */
export function bridgeCatalogue(
  catalogue: CatalogueService,
  publisher: Publisher,
  options: BridgeOptions = {},
): () => void {
  const langs = options.langs ?? ['en'];
  const states = new Map<number, MatchState>();
  const pending = new Map<number, { match: boolean; markets: boolean }>();

  const { names } = catalogue;
  /**
   * One event into the channels of every language. An event given per language (it carries names)
   * goes out once per distinct translation: languages without names of their own share English's.
   */
  const publish = async (
    channels: (lang: string) => string[],
    event: TRealtimeEvent | ((lang: string) => TRealtimeEvent),
  ) => {
    if (typeof event !== 'function') {
      await publisher.broadcast(
        langs.flatMap((lang) => channels(lang)),
        event,
      );
      return;
    }
    const byText = new Map<string, { event: TRealtimeEvent; channels: string[] }>();
    for (const lang of langs) {
      const translated = event(lang);
      const text = JSON.stringify(translated);
      const group = byText.get(text) ?? { event: translated, channels: [] };
      group.channels.push(...channels(lang));
      byText.set(text, group);
    }
    await Promise.all([...byText.values()].map((group) => publisher.broadcast(group.channels, group.event)));
  };

  const flush = async (id: number, want: { match: boolean; markets: boolean }) => {
    let state = states.get(id);
    if (!state) {
      state = { fields: new Map(), status: null, markets: null };
      states.set(id, state);
    }
    const { match, markets: data } = await catalogue.matchWithMarkets(id);
    const both = (lang: string) => [matchChannel(lang, id), publicChannel(lang)];
    if (want.match) {
      const changed: TMatchChangedData = { id };
      let any = false;
      for (const field of MATCH_FIELDS) {
        const json = JSON.stringify(match[field]);
        if (state.fields.get(field) === json) continue;
        state.fields.set(field, json);
        Object.assign(changed, { [field]: match[field] });
        any = true;
      }
      if (state.status !== match.status) {
        await publish(both, {
          type: 'match_status_changed',
          data: { id, status: match.status, previous_status: state.status },
        });
        state.status = match.status;
      }
      if (any) {
        const stats = changed.statistics;
        await publish(both, (lang) => ({
          type: 'match_changed',
          data: stats ? { ...changed, statistics: names.statistics(lang, stats) } : changed,
        }));
      }
    }
    if (want.markets) {
      // With no list of its own yet, the bridge cannot tell which markets went since a client
      // fetched them (a line that moved): the first publication carries the whole list instead.
      const complete = state.markets === null;
      const previous = state.markets ?? new Map<string, string>();
      const next = new Map<string, string>();
      const markets: TMarket[] = [];
      for (const market of data) {
        const key = marketKey(market);
        const json = JSON.stringify(market);
        next.set(key, json);
        if (previous.get(key) !== json) markets.push(market);
      }
      const removed = [...previous.keys()]
        .filter((key) => !next.has(key))
        .map((key) => {
          const [marketId, ...specifier] = key.split('|');
          return { id: Number(marketId), specifier: specifier.join('|') };
        });
      state.markets = next;
      const whole = complete ? { complete: true } : {};
      if (markets.length > 0 || removed.length > 0 || complete) {
        await publish(
          (lang) => [matchChannel(lang, id)],
          (lang) => ({
            type: 'markets_changed',
            data: { match_id: id, markets: markets.map((m) => names.market(lang, m)), removed, ...whole },
          }),
        );
        const main = markets.filter((m) => m.is_main);
        const mainKeys = new Set([match.main_market, match.secondary_market].map((m) => m && marketKey(m)));
        const mainRemoved = removed.filter((m) => mainKeys.has(marketKey(m)));
        if (main.length > 0 || mainRemoved.length > 0 || complete) {
          await publish(
            (lang) => [publicChannel(lang)],
            (lang) => ({
              type: 'markets_changed',
              data: {
                match_id: id,
                markets: main.map((m) => names.market(lang, m)),
                removed: mainRemoved,
                ...whole,
              },
            }),
          );
        }
      }
    }
    // A finished match changes no more; forgetting it keeps the bridge's memory bounded.
    if (isFinishedMatchStatus(match.status)) states.delete(id);
  };

  let draining = false;
  /**
   * Publishes the pending matches one at a time.
   * A feed tick changes every live match at once; flushed together they would take the event
   * loop for tens of milliseconds and requests would wait. Each match gets its own turn of the loop,
   * after the I/O that waits; changes that arrive meanwhile join the pending set (coalesced per match).
   */
  const drain = async () => {
    draining = true;
    try {
      for (;;) {
        await nextTurn();
        const next = pending.entries().next();
        if (next.done) return;
        const [id, want] = next.value;
        pending.delete(id);
        try {
          await flush(id, want);
        } catch (error) {
          if (error instanceof AppError && error.status === 404) states.delete(id);
          else
            options.log?.warn(
              { err: error, matchId: id },
              'real-time publication of a catalogue change failed',
            );
        }
      }
    } finally {
      draining = false;
    }
  };

  const schedule = (id: number, kind: 'match' | 'markets') => {
    const want = pending.get(id) ?? { match: false, markets: false };
    want[kind] = true;
    pending.set(id, want);
    // A turn later: the state change and the market change of one feed tick go together.
    if (!draining) void drain();
  };

  const onChange = (change: CatalogueChange) => {
    if (change.kind === 'match_state') schedule(change.id, 'match');
    else if (change.kind === 'markets') schedule(change.matchId, 'markets');
    // New fixtures and reference data are picked up by the pages that list them.
  };
  return catalogue.onChange(onChange);
}
