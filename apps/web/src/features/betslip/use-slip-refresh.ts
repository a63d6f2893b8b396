'use client';

import { completeMarketUpdates, type MarketUpdate } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { fetchMarkets } from '@/features/catalogue/queries';
import { useAcceptMode } from '@/features/settings';
import { slipEventsFromCache, toMarketUpdate } from './slip-live';
import { useSlipStore } from './slip-store';

/** How often the slip re-reads its matches' markets while it has selections (the real-time feed comes on top). */
const REFRESH_MS = 10_000;

/**
 * Keeps the slip's selections in line with the server (SPEC §4 'Selection updates from the
 * server'): follows the catalogue data live updates are merged into (a match that finished, a
 * market withdrawn), reads the markets of every match in the slip now and then, and hands them to
 * the ticket machine under the player's odds-accept mode.
 */
export function useSlipRefresh(): void {
  const locale = useLocale();
  const mode = useAcceptMode();
  const queryClient = useQueryClient();
  const matchIds = useSlipStore((state) =>
    [...new Set(state.ticket.bets.flatMap((bet) => bet.selections.map((s) => Number(s.matchId))))]
      .sort()
      .join(','),
  );
  const dispatch = useSlipStore((state) => state.dispatch);

  useEffect(() => {
    if (matchIds === '') return;
    return queryClient.getQueryCache().subscribe((event) => {
      const fresh = event.type === 'added' || (event.type === 'updated' && event.action.type === 'success');
      const { queryKey, state } = event.query;
      if (!fresh || queryKey[2] !== locale || state.data === undefined) return;
      const bets = useSlipStore.getState().ticket.bets;
      for (const next of slipEventsFromCache(bets, queryKey, state.data, mode)) dispatch(next);
    });
  }, [matchIds, queryClient, locale, mode, dispatch]);

  useEffect(() => {
    if (matchIds === '') return;
    const ids = matchIds.split(',').map(Number);
    const controller = new AbortController();
    const refresh = async () => {
      const results = await Promise.allSettled(ids.map((id) => fetchMarkets(locale, id)));
      if (controller.signal.aborted) return;
      const bets = useSlipStore.getState().ticket.bets;
      // Each reply lists every market the match still offers: one of the slip's missing from it is withdrawn.
      const markets: MarketUpdate[] = results.flatMap((result, i) =>
        result.status === 'fulfilled'
          ? completeMarketUpdates(bets, ids[i] as number, result.value.map(toMarketUpdate))
          : [],
      );
      if (markets.length > 0) dispatch({ type: 'markets_changed', markets, mode });
    };
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [matchIds, locale, mode, dispatch]);
}
