'use client';

import type { MarketUpdate } from '@sportsbook/betting';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { fetchMarkets } from '@/features/catalogue/api/match';
import { useAcceptMode } from '@/features/settings/accept-mode';
import { useSlipStore } from './slip-store';

/** How often the slip re-reads its matches' markets while it has selections (the real-time feed comes on top). */
const REFRESH_MS = 10_000;

/**
 * Keeps the slip's selections in line with the server (SPEC §4 'Selection updates from the
 * server'): reads the markets of every match in the slip now and then, and hands them to the ticket
 * machine under the player's odds-accept mode.
 */
export function useSlipRefresh(): void {
  const locale = useLocale();
  const mode = useAcceptMode();
  const matchIds = useSlipStore((state) =>
    [...new Set(state.ticket.bets.flatMap((bet) => bet.selections.map((s) => Number(s.matchId))))]
      .sort()
      .join(','),
  );
  const dispatch = useSlipStore((state) => state.dispatch);

  useEffect(() => {
    if (matchIds === '') return;
    const ids = matchIds.split(',').map(Number);
    const controller = new AbortController();
    const refresh = async () => {
      const results = await Promise.allSettled(ids.map((id) => fetchMarkets(locale, id)));
      if (controller.signal.aborted) return;
      const markets: MarketUpdate[] = results.flatMap((result) =>
        result.status === 'fulfilled'
          ? result.value.map((m) => ({
              matchId: m.match_id,
              marketId: m.id,
              specifier: m.specifier,
              status: m.status,
              outcomes: m.outcomes,
            }))
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
