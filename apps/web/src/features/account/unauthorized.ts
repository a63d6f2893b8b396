'use client';

import type { QueryClient } from '@tanstack/react-query';
import { showNotice } from './account-notices';
import { playerQueryOptions } from './api/player';
import { isUnauthorized } from './errors';
import { clearSession } from './use-session';

/** SPEC §8: a 401 while logged in (or on the profile itself: its cookie expired) ends the session. */
export function handleUnauthorized(queryClient: QueryClient, error: unknown, fromProfile = false): void {
  if (!isUnauthorized(error)) return;
  const player = queryClient.getQueryData(playerQueryOptions().queryKey);
  if (!fromProfile && !player?.is_logged_in) return;
  clearSession(queryClient);
  showNotice('sessionExpired', 'error');
}
