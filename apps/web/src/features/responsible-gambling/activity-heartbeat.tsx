'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession, useSessionActions } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { ApiError } from '@/shared/api/client';
import { useSiteSettings } from '@/shared/config/site-settings';
import { heartbeatWanted } from './heartbeat';
import { limitsKeys, limitsQueryOptions, trackActivity } from './queries';
import './register-modals';

const subscribeVisibility = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};
const useVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );

/**
 * SPEC §7 trackActivity every period (SPEC §9: 60 s) while the player has an activity limit in
 * force and the app is visible. A 401 ends the session here and opens the activity-limit-reached
 * modal (SPEC §8).
 */
export function ActivityHeartbeat() {
  const { status } = useSession();
  const { features } = useSiteSettings();
  const loggedIn = status === 'loggedIn';
  const trackingOn = features.activity_tracking === true && features.responsible_gambling === true;
  const limits = useQuery({ ...limitsQueryOptions(), enabled: loggedIn && trackingOn });
  const visible = useVisible();
  const session = useSessionActions();
  const openModal = useModalStore((state) => state.open);
  const queryClient = useQueryClient();
  const beating = heartbeatWanted({ loggedIn, trackingOn, limits: limits.data?.data, visible });
  const period = limits.data?.activity_heartbeat_ms;

  useEffect(() => {
    if (!beating || !period) return;
    const timer = window.setInterval(() => {
      trackActivity().catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 401)) return;
        window.clearInterval(timer);
        session.clear();
        openModal({ name: 'activityLimitReached', params: {} });
      });
    }, period);
    return () => window.clearInterval(timer);
  }, [beating, period, session, openModal]);

  // The limits are the player's: read again when another tab may have changed them.
  useEffect(() => {
    if (visible && loggedIn) void queryClient.invalidateQueries({ queryKey: limitsKeys.all });
  }, [visible, loggedIn, queryClient]);

  return null;
}
