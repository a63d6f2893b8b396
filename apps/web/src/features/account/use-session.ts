'use client';

import type { TAccount, TPlayerProfile } from '@sportsbook/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { bearerSession, setBearerToken } from '@/shared/api/client';
import { useSiteSettings } from '@/shared/config/site-settings';
import { useHydrated } from '@/shared/use-hydrated';
import { accountsQueryOptions, useAccounts } from './api/accounts';
import { ANONYMOUS_PLAYER, playerQueryOptions, usePlayer } from './api/player';
import { currentCurrency, type LoginStatus, loginStatus } from './session';

export interface Session {
  status: LoginStatus;
  player: TPlayerProfile | undefined;
  accounts: TAccount[] | undefined;
  /** SPEC §3: the current currency's code. */
  currency: string;
  /** The current currency's balance; undefined for a visitor and until the accounts are read. */
  balance: number | undefined;
}

/** The login status, profile, accounts and current currency (SPEC §3, §4). */
export function useSession(): Session {
  const hydrated = useHydrated();
  const settings = useSiteSettings();
  const player = usePlayer().data;
  const status = loginStatus(hydrated, player);
  const accounts = useAccounts(status === 'loggedIn').data;
  const loggedIn = status === 'loggedIn';
  const currency = loggedIn
    ? currentCurrency(player, accounts, settings.default_currency)
    : settings.default_currency;
  return {
    status,
    player,
    accounts: loggedIn ? accounts : undefined,
    currency,
    balance: loggedIn ? accounts?.find((account) => account.currency === currency)?.balance : undefined,
  };
}

/**
 * What other features forget with the player (their cached bets and settings, quick-bet mode):
 * they sit above account, so the app shell registers them here instead of account importing them.
 */
const sessionResets = new Set<(queryClient: QueryClient) => void>();

/** Runs `reset` whenever the session is cleared; returns the unregistration. */
export function onSessionCleared(reset: (queryClient: QueryClient) => void): () => void {
  sessionResets.add(reset);
  return () => sessionResets.delete(reset);
}

/** Forgets the player in this tab: profile, accounts and what `onSessionCleared` registered (sign-out, 401). */
export function clearSession(queryClient: QueryClient): void {
  if (bearerSession()) setBearerToken(null);
  queryClient.setQueryData(playerQueryOptions().queryKey, ANONYMOUS_PLAYER);
  queryClient.setQueryData(accountsQueryOptions().queryKey, []);
  for (const reset of sessionResets) reset(queryClient);
}

/** After signing in: the profile from the reply, the accounts fetched afresh. */
export function startSession(queryClient: QueryClient, player: TPlayerProfile): void {
  queryClient.setQueryData(playerQueryOptions().queryKey, player);
  void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
}

export const useSessionActions = () => {
  const queryClient = useQueryClient();
  return {
    clear: () => clearSession(queryClient),
    start: (player: TPlayerProfile) => startSession(queryClient, player),
  };
};
