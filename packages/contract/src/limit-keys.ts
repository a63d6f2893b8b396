// Zod-free values of the responsible-gambling contract: the browser imports them through
// `@sportsbook/contract/light`.

/** What a player can limit: money in (deposit), money lost, money staked, time active (minutes). */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake', 'activity'] as const;
export type TLimitKind = (typeof LIMIT_KINDS)[number];

/** The window a limit counts in (UTC calendar day, ISO week from Monday, calendar month). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type TLimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * SPEC §3 'User limit' statuses: active (in force), unconfirmed_disabled (the player asked to remove
 * it: still in force until confirmed after the cooling-off), confirmed_disabled (removed).
 */
export const LIMIT_STATUSES = ['active', 'confirmed_disabled', 'unconfirmed_disabled'] as const;
export type TLimitStatus = (typeof LIMIT_STATUSES)[number];

/** Self-exclusion and time-out lengths; none can be ended early. */
export const EXCLUSION_PERIODS = ['24h', '7d', '6m', 'permanent'] as const;
export type TExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

/** A raised or removed limit waits this long before the player may confirm it (UKGC RTS 12). */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: the activity heartbeat's period while the app is visible. */
export const ACTIVITY_HEARTBEAT_MS = 60_000;

/** RTS 13 reality check: the periods (minutes) a player may choose; none chosen means off. */
export const REALITY_CHECK_PERIODS = [15, 30, 60] as const;
export type TRealityCheckPeriod = (typeof REALITY_CHECK_PERIODS)[number];

/** SPEC §9: the reality check's session info is polled this often, uncached. */
export const SESSIONS_INFO_POLL_MS = 30_000;

/** Message keys of the limits and self-exclusion (introduced here). */
export const LimitsErrorKey = {
  /** The responsible_gambling feature is off in the site configuration. */
  disabled: 'error.limits.disabled',
  /** The activity_tracking feature is off in the site configuration. */
  activityTrackingDisabled: 'error.limits.activity_tracking_disabled',
  /** An activity limit counts per day only. */
  activityPeriod: 'error.limits.activity_period',
  /** Confirm or cancel asked for a limit that has no pending change. */
  nothingPending: 'error.limits.nothing_pending',
  /** Confirm asked before the cooling-off of the pending change is over. */
  coolingOff: 'error.limits.cooling_off',
  /** The deposit would take the deposits of a window above the deposit limit. */
  depositExceeded: 'error.limits.deposit_exceeded',
  /** The stakes of a window would go above the stake limit. */
  stakeExceeded: 'error.limits.stake_exceeded',
  /** The net loss of a window, counting this stake as lost, would go above the loss limit. */
  lossExceeded: 'error.limits.loss_exceeded',
  /** A money limit counts in the currency it was set in; a movement in another is refused. */
  currency: 'error.limits.currency',
  /** The player excluded themselves (or took a time-out) and it has not ended. */
  selfExcluded: 'error.limits.self_excluded',
  /** The session-time limit of the day is used up: the session ends (SPEC §8: trackActivity 401). */
  activityReached: 'error.limits.activity_reached',
  /**
   * SPEC §8 'User is out of limit' on the reality-check query: the session-time limit is used up,
   * the session ends and the out-of-session-limit modal opens.
   */
  outOfLimit: 'error.limits.out_of_limit',
  /** The session the reality check asks about is not a cookie or bearer session of this player. */
  noSession: 'error.limits.no_session',
} as const;

/** Phone verification: a code's life, the pause between codes, and the tries and codes allowed. */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_RESEND_AFTER_MS = 60_000;
export const PHONE_CODE_ATTEMPTS = 5;
export const PHONE_CODES_PER_HOUR = 5;

/** Message keys of phone verification. */
export const PhoneErrorKey = {
  /** Not a phone number in international form (+ and digits). */
  invalidNumber: 'error.phone.invalid_number',
  /** No code was sent, or it was used up: ask for a new one. */
  noCode: 'error.phone.no_code',
  /** The code is past its life: ask for a new one. */
  codeExpired: 'error.phone.code_expired',
  /** The code does not match. */
  wrongCode: 'error.phone.wrong_code',
  /** Too many wrong codes: this one is void, ask for a new one. */
  tooManyAttempts: 'error.phone.too_many_attempts',
  /** A new code is asked for too soon after the last one. */
  resendTooSoon: 'error.phone.resend_too_soon',
  /** Too many codes within the hour. */
  tooManyCodes: 'error.phone.too_many_codes',
  /** No SMS provider is configured (outside demo mode). */
  smsUnavailable: 'error.phone.sms_unavailable',
} as const;
