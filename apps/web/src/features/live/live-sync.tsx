'use client';

import type { MarketUpdate, OddsAcceptMode } from '@sportsbook/betting';
import type {
  TMarket,
  TMatch,
  TPlayerBonus,
  TPrediction,
  TRealtimeEvent,
  TTournamentRatingReply,
} from '@sportsbook/contract';
import { isRealtimeEvent, matchChannel, publicChannel } from '@sportsbook/contract/light';
import {
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSlipStore } from '@/features/betslip';
import { applyRatingPool, applyTournamentPool, bonusesKeys } from '@/features/bonuses/queries';
import type { ListMatch, MatchesPage } from '@/features/catalogue/queries';
import {
  applyHeadlineMarkets,
  applyMarketsChanged,
  applyMatchChanged,
  catalogueKeys,
} from '@/features/catalogue/queries';
import { applyPredictionChanged, predictionsKeys } from '@/features/predictions/queries';
import { currentAcceptMode } from '@/features/settings';
import { channels } from '@/shared/realtime/channels';
import { matchFeeds, publicFeeds, refetchFed } from './refetch';

type Mode = OddsAcceptMode;

/** A change to one match as lists (trimmed) and the match page (whole) hold it. */
type RowChange = <M extends ListMatch>(match: M) => M;

/**
 * Publications are queued and applied once per animation frame, however many arrive: one pass over
 * the query cache (pure merges that keep unchanged objects, so only changed rows and buttons
 * render) and one hand-over of changed markets to the bet slip.
 */
class LiveApplier {
  private queue: TRealtimeEvent[] = [];
  private scheduled = false;
  /** The changes written into each query (by hash) while a fetch of it was under way. */
  private readonly duringFetch = new Map<string, ((data: unknown) => unknown)[]>();
  private readonly stopWatching: () => void;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly locale: string,
    private readonly mode: () => Mode,
  ) {
    this.stopWatching = queryClient.getQueryCache().subscribe((event) => this.fetchEnded(event));
  }

  dispose(): void {
    this.stopWatching();
    this.duringFetch.clear();
  }

  /**
   * A fetch that was under way when a publication was written may bring the state from before it
   * (the API's reply cache answers with its previous body while it rebuilds), which would undo the
   * publication for good when none follows: a finished match shown live. So the changes written
   * during a fetch are written again into what it brings; they carry whole values, so a reply that
   * already has them is left as it is.
   */
  private fetchEnded(event: QueryCacheNotifyEvent): void {
    const updates = this.duringFetch.get(event.query.queryHash);
    if (!updates) return;
    if (event.type === 'removed') {
      this.duringFetch.delete(event.query.queryHash);
      return;
    }
    // Writes during the fetch leave it fetching; its end (a reply, an error, a cancel) does not.
    if (event.type !== 'updated' || event.query.state.fetchStatus !== 'idle') return;
    this.duringFetch.delete(event.query.queryHash);
    if (event.action.type !== 'success') return;
    const fetched = event.query.state.data;
    if (fetched === undefined) return;
    const next = updates.reduce((data, update) => update(data), fetched);
    if (next !== fetched) this.queryClient.setQueryData(event.query.queryKey, next);
  }

  push(event: TRealtimeEvent): void {
    this.queue.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => this.flush();
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible')
      requestAnimationFrame(run);
    else setTimeout(run, 100);
  }

  /**
   * Applies a change to the cached queries under `queryKey` that are on screen. One that nobody
   * shows yet (a list still waiting to hydrate: writing into it would make its HTML disagree with
   * the server's) or any more is marked stale instead, and fetched again when it is shown.
   */
  private write<T>(queryKey: QueryKey, update: (data: T) => T): void {
    for (const query of this.queryClient.getQueryCache().findAll({ queryKey })) {
      const data = query.state.data as T | undefined;
      if (data === undefined) continue;
      const next = update(data);
      if (next === data) continue;
      if (query.getObserversCount() > 0) {
        this.queryClient.setQueryData<T>(query.queryKey, next);
        if (query.state.fetchStatus === 'fetching') {
          const updates = this.duringFetch.get(query.queryHash) ?? [];
          updates.push(update as (data: unknown) => unknown);
          this.duringFetch.set(query.queryHash, updates);
        }
      } else
        void this.queryClient.invalidateQueries({
          queryKey: query.queryKey,
          exact: true,
          refetchType: 'none',
        });
    }
  }

  private mapLists(update: RowChange): void {
    this.write<MatchesPage>([...catalogueKeys.all, 'matches', this.locale], (page) => {
      let changed = false;
      const data = page.data.map((match) => {
        const next = update(match);
        if (next !== match) changed = true;
        return next;
      });
      return changed ? { ...page, data } : page;
    });
    this.write<TMatch>([...catalogueKeys.all, 'match', this.locale], update);
  }

  private flush(): void {
    this.scheduled = false;
    const events = this.queue;
    this.queue = [];
    const slipMarkets: MarketUpdate[] = [];
    // The frame's changes to list rows, per match in arrival order, applied in one pass over the
    // lists (one new list and one render, however many publications the frame brought).
    const rowChanges = new Map<number, RowChange[]>();
    const changeRow = (id: number, change: RowChange) => {
      const changes = rowChanges.get(id);
      if (changes) changes.push(change);
      else rowChanges.set(id, [change]);
    };
    for (const event of events) {
      switch (event.type) {
        case 'markets_changed': {
          const data = event.data;
          this.write<TMarket[]>(catalogueKeys.markets(this.locale, data.match_id), (current) =>
            applyMarketsChanged(current, data),
          );
          changeRow(data.match_id, (match) => applyHeadlineMarkets(match, data));
          for (const m of data.markets) {
            slipMarkets.push({
              matchId: m.match_id,
              marketId: m.id,
              specifier: m.specifier,
              status: m.status,
              outcomes: m.outcomes,
            });
          }
          break;
        }
        case 'match_changed': {
          const { id, ...fields } = event.data;
          changeRow(id, (match) => applyMatchChanged(match, fields));
          break;
        }
        case 'match_status_changed': {
          const { id, status } = event.data;
          changeRow(id, (match) => applyMatchChanged(match, { status }));
          break;
        }
        case 'prediction_changed': {
          const data = event.data;
          this.write<TPrediction>(predictionsKeys.prediction(data.prediction_id), (current) =>
            applyPredictionChanged(current, data),
          );
          break;
        }
        case 'tournament_pool_changed': {
          const data = event.data;
          this.write<TPlayerBonus[]>(bonusesKeys.progress(this.locale), (items) =>
            applyTournamentPool(items, data),
          );
          this.write<TTournamentRatingReply | null>(bonusesKeys.rating(data.id), (rating) =>
            rating ? applyRatingPool(rating, data) : rating,
          );
          break;
        }
        case 'provider_status_changed':
          useSlipStore.getState().dispatch({
            type: 'provider_status_changed',
            statuses: { [event.data.provider]: event.data.active ? 'active' : 'inactive' },
          });
          break;
      }
    }
    if (rowChanges.size > 0) {
      this.mapLists((match) => {
        const changes = rowChanges.get(match.id);
        if (!changes) return match;
        let next = match;
        for (const change of changes) next = change(next);
        return next;
      });
    }
    if (slipMarkets.length > 0) {
      useSlipStore.getState().dispatch({ type: 'markets_changed', markets: slipMarkets, mode: this.mode() });
    }
  }
}

let applier: LiveApplier | null = null;

function onPublication(data: unknown): void {
  // Publications are not re-validated here (DESIGN: no zod on hot payloads in the browser);
  // the server built them from the contract's schemas.
  if (isRealtimeEvent(data)) applier?.push(data);
}

/**
 * Holds a channel while mounted. When the channel may have missed publications (a first subscribe
 * after the page's data was fetched, or a recovery that failed), what it feeds is fetched again.
 */
function useChannel(channel: string, feeds: (locale: string) => QueryKey[]): void {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const feedsRef = useRef(feeds);
  feedsRef.current = feeds;
  useEffect(
    () =>
      channels.hold(channel, {
        publication: onPublication,
        subscribed: ({ lost }) => {
          if (lost) refetchFed(queryClient, feedsRef.current(locale));
        },
      }),
    [channel, queryClient, locale],
  );
}

/**
 * Mounted once in the layout: connects, subscribes to the public channel of the page's language.
 * Slip updates follow the player's odds-accept mode, `oddsAcceptMode` (the site's) by default.
 */
export function LiveSync({ oddsAcceptMode }: { oddsAcceptMode: Mode }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    const current = new LiveApplier(queryClient, locale, () =>
      currentAcceptMode(queryClient, oddsAcceptMode),
    );
    applier = current;
    return () => {
      current.dispose();
      if (applier === current) applier = null;
    };
  }, [queryClient, locale, oddsAcceptMode]);
  useChannel(publicChannel(locale), publicFeeds);
  return null;
}

/** Subscribes to one match's channel while the component using it is on screen. */
export function useMatchChannel(matchId: number): void {
  const locale = useLocale();
  useChannel(matchChannel(locale, matchId), (lang) => matchFeeds(lang, matchId));
}
