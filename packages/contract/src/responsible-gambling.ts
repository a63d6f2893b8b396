import { z } from 'zod';
import {
  EXCLUSION_PERIODS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_STATUSES,
  REALITY_CHECK_PERIODS,
} from './limit-keys';

export const ZLimitKind = z.enum(LIMIT_KINDS);
export const ZLimitPeriod = z.enum(LIMIT_PERIODS);
export const ZLimitStatus = z.enum(LIMIT_STATUSES);

/** A limit's value: minor units of `currency` for money, minutes for activity. */
const ZLimitAmount = z
  .number()
  .int()
  .min(1)
  .max(10 ** 12);

/**
 * SPEC §3 'User limit (type, status)', with what the settings show: the value in force and a
 * pending change (a raise, or removal when `amount` is null) from its `effective_from` on, which the
 * player must confirm; until then the value in force holds.
 */
export const ZUserLimit = z.object({
  type: ZLimitKind,
  period: ZLimitPeriod,
  status: ZLimitStatus,
  amount: z.number().int(),
  /** Money limits: the currency the amount is in; null for activity. */
  currency: z.string().nullable(),
  pending: z
    .object({
      amount: z.number().int().nullable(),
      effective_from: z.string(),
      /** The cooling-off is over: the player may confirm it now. */
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type TUserLimit = z.infer<typeof ZUserLimit>;

/** getUserLimits (SPEC §7): the player's limits; `activity_heartbeat_ms` paces trackActivity. */
export const ZUserLimitsReply = z.object({
  data: z.array(ZUserLimit),
  activity_heartbeat_ms: z.number().int().positive(),
});
export type TUserLimitsReply = z.infer<typeof ZUserLimitsReply>;

/** Sets a limit: a lower value applies at once, a higher one (or `amount: null`, removal) waits. */
export const ZSetLimitRequest = z.object({
  type: ZLimitKind,
  period: ZLimitPeriod,
  amount: ZLimitAmount.nullable(),
});
export type TSetLimitRequest = z.infer<typeof ZSetLimitRequest>;

/** Names a limit whose pending change is confirmed or cancelled. */
export const ZLimitRef = z.object({ type: ZLimitKind, period: ZLimitPeriod });
export type TLimitRef = z.infer<typeof ZLimitRef>;

export const ZSelfExclusionRequest = z.object({ period: z.enum(EXCLUSION_PERIODS) });
export type TSelfExclusionRequest = z.infer<typeof ZSelfExclusionRequest>;

/** trackActivity (SPEC §7): the day's active time so far and the limit, in seconds. */
export const ZActivityReply = z.object({
  active_seconds: z.number().int().min(0),
  limit_seconds: z.number().int().positive().nullable(),
});
export type TActivityReply = z.infer<typeof ZActivityReply>;

/** Minutes between reality checks (RTS 13); null: off. */
export const ZRealityCheckPeriod = z.literal(REALITY_CHECK_PERIODS).nullable();

export const ZRealityCheckRequest = z.object({ period: ZRealityCheckPeriod });
export type TRealityCheckRequest = z.infer<typeof ZRealityCheckRequest>;

/** What the player staked and got back in one currency since signing in (minor units). */
export const ZSessionResult = z.object({
  currency: z.string(),
  staked: z.number().int().min(0),
  returned: z.number().int().min(0),
  /** returned − staked: negative when the player is down. */
  net: z.number().int(),
});

/**
 * getSessionsInfo and continueSession (SPEC §7, 'reply includes period'): the reality check of the
 * session the request came with. `due` is true once a period has passed since sign-in or the last
 * 'Continue'; the web polls every `poll_ms` without cache.
 */
export const ZSessionsInfoReply = z.object({
  period: ZRealityCheckPeriod,
  started_at: z.string(),
  played_seconds: z.number().int().min(0),
  results: z.array(ZSessionResult),
  due: z.boolean(),
  /** When the next check falls due; null while the reality check is off. */
  next_check_at: z.string().nullable(),
  poll_ms: z.number().int().positive(),
});
export type TSessionsInfoReply = z.infer<typeof ZSessionsInfoReply>;
