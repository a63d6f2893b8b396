import type { TUserLimit } from '@sportsbook/contract';

/**
 * SPEC §9: the activity heartbeat runs only for a signed-in player, with activity tracking on, an
 * activity limit in force, and the app visible.
 */
export function heartbeatWanted(state: {
  loggedIn: boolean;
  trackingOn: boolean;
  limits: readonly TUserLimit[] | undefined;
  visible: boolean;
}): boolean {
  return (
    state.loggedIn &&
    state.trackingOn &&
    state.visible &&
    (state.limits ?? []).some((limit) => limit.type === 'activity' && limit.status !== 'confirmed_disabled')
  );
}
