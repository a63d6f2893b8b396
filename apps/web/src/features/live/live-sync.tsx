'use client';

import type { MarketUpdate } from '@sportsbook/betting';
import type { TMarket, TMatch, TRealtimeEvent } from '@sportsbook/contract';
import { isRealtimeEvent, matchChannel, publicChannel } from '@sportsbook/contract/light';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from 'centrifuge';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useSlipStore } from '@/features/betslip/slip-store';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import type { ListMatch, MatchesPage } from '@/features/catalogue/api/matches';
import { currentAcceptMode } from '@/features/settings/accept-mode';
import { realtimeClient } from '@/shared/realtime/client';
import { applyHeadlineMarkets, applyMarketsChanged, applyMatchChanged } from './merge';

type Mode = 'none' | 'higher' | 'any';

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

  constructor(
    private readonly queryClient: QueryClient,
    private readonly locale: string,
    private readonly mode: () => Mode,
  ) {}

  push(event: TRealtimeEvent): void {
    this.queue.push(event);
    if (this.scheduled) return;
    this.scheduled = true;
    const run = () => this.flush();
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible')
      requestAnimationFrame(run);
    else setTimeout(run, 100);
  }

  private mapLists(update: RowChange): void {
    this.queryClient.setQueriesData<MatchesPage>(
      { queryKey: [...catalogueKeys.all, 'matches', this.locale] },
      (page) => {
        if (!page) return page;
        let changed = false;
        const data = page.data.map((match) => {
          const next = update(match);
          if (next !== match) changed = true;
          return next;
        });
        return changed ? { ...page, data } : page;
      },
    );
    this.queryClient.setQueriesData<TMatch>(
      { queryKey: [...catalogueKeys.all, 'match', this.locale] },
      (match) => (match ? update(match) : match),
    );
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
          this.queryClient.setQueryData<TMarket[]>(
            catalogueKeys.markets(this.locale, data.match_id),
            (current) => (current ? applyMarketsChanged(current, data) : current),
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
  // NOTE: publications are not re-validated here (DESIGN: no zod on hot payloads in the browser);
  // the server built them from the contract's schemas.
  if (isRealtimeEvent(data)) applier?.push(data);
}

async function subscribe(channel: string): Promise<Subscription> {
  const client = await realtimeClient();
  const existing = client.getSubscription(channel);
  if (existing) return existing;
  // NOTE: recovery (recoverable positions) is on by default server-side; the client asks for it.
  const sub = client.newSubscription(channel);
  sub.on('publication', (ctx) => onPublication(ctx.data));
  sub.subscribe();
  return sub;
}

/** Subscribes while mounted; unsubscribes (even if the subscription is still being set up) on unmount. */
function useChannel(channel: string): void {
  useEffect(() => {
    let active = true;
    let current: Subscription | null = null;
    void subscribe(channel).then((sub) => {
      current = sub;
      if (!active) release(sub);
    });
    return () => {
      active = false;
      if (current) release(current);
    };
  }, [channel]);
}

function release(sub: Subscription): void {
  sub.unsubscribe();
  void realtimeClient().then((client) => client.removeSubscription(sub));
}

/**
 * Mounted once in the layout: connects, subscribes to the public channel of the page's language.
 * Slip updates follow the player's odds-accept mode, `oddsAcceptMode` (the site's) by default.
 */
export function LiveSync({ oddsAcceptMode }: { oddsAcceptMode: Mode }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    applier = new LiveApplier(queryClient, locale, () => currentAcceptMode(queryClient, oddsAcceptMode));
    return () => {
      applier = null;
    };
  }, [queryClient, locale, oddsAcceptMode]);
  useChannel(publicChannel(locale));
  return null;
}

/** Subscribes to one match's channel while the component using it is on screen. */
export function useMatchChannel(matchId: number): void {
  const locale = useLocale();
  useChannel(matchChannel(locale, matchId));
}
