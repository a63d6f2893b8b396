'use client';

import dynamic from 'next/dynamic';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';

// The heartbeat, its limits query and its modal are their own chunk, loaded only for a signed-in
// player on a site with the features on: a visitor's first load carries none of it.
const ActivityHeartbeat = dynamic(() => import('./activity-heartbeat').then((m) => m.ActivityHeartbeat), {
  ssr: false,
});

export function ActivityHeartbeatOnDemand() {
  const { status } = useSession();
  const { features } = useSiteSettings();
  const on = features.activity_tracking === true && features.responsible_gambling === true;
  return status === 'loggedIn' && on ? <ActivityHeartbeat /> : null;
}
