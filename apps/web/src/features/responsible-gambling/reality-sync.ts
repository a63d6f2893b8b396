import type { TSessionsInfoReply } from '@sportsbook/contract';
import { LimitsErrorKey } from '@sportsbook/contract/light';
import { ApiError } from '@/shared/api/client';
import { type TabChannel, tabChannel } from '@/shared/tab-channel';

/**
 * SPEC §4: the reality-check and out-of-session-limit modals open and close in every tab of the
 * player, through broadcast channels of those names. A reality-check message carries the session
 * info the sending tab holds, so the others show the same figures and agree on whether it is due.
 */
export type RealityCheckMessage = { type: 'open' | 'close'; info: TSessionsInfoReply | null };
export type OutOfLimitMessage = { type: 'open' | 'close' };

let reality: TabChannel<RealityCheckMessage> | undefined;
let outOfLimit: TabChannel<OutOfLimitMessage> | undefined;

export const realityCheckChannel = () => {
  reality ??= tabChannel<RealityCheckMessage>('reality-check');
  return reality;
};

export const outOfSessionLimitChannel = () => {
  outOfLimit ??= tabChannel<OutOfLimitMessage>('out-of-session-limit');
  return outOfLimit;
};

/**
 * What a failed session-info poll means (SPEC §8): 'User is out of limit' ends the session and
 * opens the out-of-session-limit modal; any other 400 stops polling; the rest is retried at the
 * next poll (a 401 is the session's end, handled for every query).
 */
export function sessionsInfoFailure(error: unknown): 'outOfLimit' | 'stop' | 'retry' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.body?.message === LimitsErrorKey.outOfLimit) return 'outOfLimit';
  return error.status === 400 ? 'stop' : 'retry';
}
