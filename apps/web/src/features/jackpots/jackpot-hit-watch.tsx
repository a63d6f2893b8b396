'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';
import { jackpotsKeys, markHitSeen, unseenHitsQueryOptions } from './queries';

// Loaded with the first hit: the watch is on every page, a hit is rare.
const JackpotHitModal = dynamic(() => import('./jackpot-hit-modal').then((m) => m.JackpotHitModal), {
  ssr: false,
});

/** SPEC §9: the first look for hits waits a second after the page is up. */
const FIRST_LOOK_MS = 1_000;

/**
 * Issue 22 item 8: the signed-in player's jackpot-hit modal (SPEC §2), shown once per hit: the
 * unseen hits are asked for every 60 s; closing the modal marks the hit seen, and the next one
 * (if any) follows.
 */
export function JackpotHitWatch() {
  const settings = useSiteSettings();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FIRST_LOOK_MS);
    return () => clearTimeout(timer);
  }, []);
  const on = settings.features.jackpots === true && status === 'loggedIn' && ready;
  const { data } = useQuery({ ...unseenHitsQueryOptions(), enabled: on });
  const hit = on ? data?.[0] : undefined;
  if (!hit) return null;
  const close = async () => {
    await markHitSeen(hit.id).catch(() => {});
    await queryClient.invalidateQueries({ queryKey: jackpotsKeys.all });
  };
  return <JackpotHitModal key={hit.id} hit={hit} onClose={() => void close()} />;
}
