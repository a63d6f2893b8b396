'use client';

import type { OddsAcceptMode } from '@sportsbook/betting';
import type { TPlayerProfile } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { playerQueryOptions, useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { localStore } from '@/shared/storage';
import { betSettingsQueryOptions, useBetSettings } from './api/bet-settings';

/** A visitor's own choice of odds-accept mode, kept in this browser; null follows the site's default. */
export const useVisitorAcceptMode = create<{
  mode: OddsAcceptMode | null;
  setMode: (mode: OddsAcceptMode) => void;
}>()(
  persist((set) => ({ mode: null, setMode: (mode) => set({ mode }) }), {
    name: 'odds_accept_mode',
    storage: createJSONStorage(() => localStore),
    skipHydration: true,
  }),
);

/**
 * The slip's odds-accept mode (SPEC §3 Settings `oddsAcceptMode`, default none): a signed-in
 * player's `auto_accept_odds_change`, else the visitor's own choice, else the site's default.
 */
export function resolveAcceptMode(
  player: TPlayerProfile | undefined,
  playerMode: OddsAcceptMode | undefined,
  visitorMode: OddsAcceptMode | null,
  siteMode: OddsAcceptMode,
): OddsAcceptMode {
  if (player?.is_logged_in && player.id !== null) return playerMode ?? siteMode;
  return visitorMode ?? siteMode;
}

/** The same, read from the query cache when a live update arrives (outside React). */
export function currentAcceptMode(queryClient: QueryClient, siteMode: OddsAcceptMode): OddsAcceptMode {
  return resolveAcceptMode(
    queryClient.getQueryData(playerQueryOptions().queryKey),
    queryClient.getQueryData(betSettingsQueryOptions().queryKey)?.auto_accept_odds_change,
    useVisitorAcceptMode.getState().mode,
    siteMode,
  );
}

/** The slip's odds-accept mode, for components. */
export function useAcceptMode(): OddsAcceptMode {
  const settings = useSiteSettings();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const playerMode = useBetSettings(loggedIn).data?.auto_accept_odds_change;
  const visitorMode = useVisitorAcceptMode((state) => state.mode);
  return resolveAcceptMode(session.player, playerMode, visitorMode, settings.odds_accept_mode);
}
