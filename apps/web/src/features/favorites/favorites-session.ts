'use client';

import { useEffect } from 'react';
import { create } from 'zustand';
import { useSession } from '@/features/account';

/**
 * Whether favourites may load (SPEC §6: only for a signed-in player). Kept in a store written by one
 * component, so the many stars of a page read a flag instead of each following the session.
 */
export const useFavoritesEnabled = create<{ enabled: boolean }>()(() => ({ enabled: false }));

/** Mounted once in the layout: follows the session into the flag. */
export function FavoritesSession() {
  const { status } = useSession();
  useEffect(() => {
    useFavoritesEnabled.setState({ enabled: status === 'loggedIn' });
  }, [status]);
  return null;
}
