import type {
  TExclusionPeriod,
  TLimitRef,
  TPhoneCodeSent,
  TPhoneVerification,
  TRealityCheckPeriod,
  TSessionsInfoReply,
  TSetLimitRequest,
  TUserLimitsReply,
} from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

export const limitsKeys = {
  all: ['responsible-gambling'] as const,
  limits: () => [...limitsKeys.all, 'limits'] as const,
};

/** SPEC §7 getUserLimits: the signed-in player's limits and the heartbeat's period. */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.limits(),
    queryFn: ({ signal }) => api('GET /api/platform/player/limits', { signal }),
    // Changed only by this player, through this app (each change answers the whole list).
    staleTime: Number.POSITIVE_INFINITY,
  });

export const setLimit = (body: TSetLimitRequest): Promise<TUserLimitsReply> =>
  api('POST /api/platform/player/limits', { body });

export const confirmLimit = (body: TLimitRef): Promise<TUserLimitsReply> =>
  api('POST /api/platform/player/limits/confirm', { body });

export const cancelLimit = (body: TLimitRef): Promise<TUserLimitsReply> =>
  api('POST /api/platform/player/limits/cancel', { body });

export const selfExclude = (period: TExclusionPeriod) =>
  api('POST /api/platform/player/self-exclusion', { body: { period } });

/** SPEC §7 trackActivity: the heartbeat of a visible app. */
export const trackActivity = () => api('POST /api/platform/player/activity', {});

/**
 * SPEC §7 getSessionsInfo: the reality check of this session. Polled (SPEC §9: every 30 s) and
 * never served from cache: each read asks the server.
 */
export const sessionsInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...limitsKeys.all, 'sessions-info'] as const,
    queryFn: ({ signal }) => api('GET /api/platform/player/sessions-info', { signal }),
    staleTime: 0,
    retry: false,
  });

/** SPEC §7 continueSession: the player acknowledged the reality check. */
export const continueSession = (): Promise<TSessionsInfoReply> =>
  api('POST /api/platform/player/sessions/continue', {});

export const setRealityCheckPeriod = (period: TRealityCheckPeriod | null): Promise<TSessionsInfoReply> =>
  api('POST /api/platform/player/reality-check', { body: { period } });

/** SPEC §7 getPhoneVerification: whether the player's phone is verified, and the phone. */
export const phoneVerificationQueryOptions = () =>
  queryOptions({
    queryKey: [...limitsKeys.all, 'phone-verification'] as const,
    queryFn: ({ signal }) => api('GET /api/platform/player/phone-verification', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const sendPhoneCode = (phone: string): Promise<TPhoneCodeSent> =>
  api('POST /api/platform/player/phone-verification', { body: { phone } });

export const confirmPhoneCode = (code: string): Promise<TPhoneVerification> =>
  api('POST /api/platform/player/phone-verification/confirm', { body: { code } });
