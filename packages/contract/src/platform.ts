import { z } from 'zod';
import { TRACKING_TAG_MAX_LENGTH, TRACKING_TAG_PATTERN } from './tracking-tags';

// ---------------------------------------------------------------------------------------------
// Platform API (SPEC §7 'Platform API'), served under /api/platform. Objects are snake_case.

/** A currency code as the site configuration names it (EUR, BTC, USDT, …). */
export const ZCurrencyCode = z
  .string()
  .min(2)
  .max(10)
  .regex(/^[A-Za-z0-9]+$/);

/** A locale code as the site configuration names it (en, pt-BR, …). */
export const ZLocaleCode = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/);

/** ISO 3166 alpha-2 country code. */
export const ZCountryCode = z
  .string()
  .length(2)
  .regex(/^[A-Za-z]{2}$/)
  .transform((code) => code.toUpperCase());

/** Emails are compared lower-cased and trimmed. */
export const ZEmail = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** 8 to 128 characters; no composition rules (NIST SP 800-63B). */
export const ZPassword = z.string().min(8).max(128);

/** A one-time token from an email link (confirmation, reset, unlock). */
export const ZOneTimeToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Money: an integer of minor units of the account's currency (DESIGN 'Wire contract'). */
export const ZMinorAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The most one deposit or stake may move, in minor units. Far below 2^53 so that sums of them
 * stay exact numbers in JSON and JavaScript; the wallet also refuses any balance above MAX_BALANCE.
 */
export const MAX_TRANSACTION_AMOUNT = 10 ** 12;
/** The most a player account may hold: every balance stays a safe integer (exact in JSON). */
export const MAX_BALANCE = Number.MAX_SAFE_INTEGER;
/** A deposit or stake: at most MAX_TRANSACTION_AMOUNT minor units. */
export const ZTransactionAmount = ZMinorAmount.max(MAX_TRANSACTION_AMOUNT);

/** SPEC §3 'Account': one per player per currency. */
export const ZAccount = z.object({
  currency: z.string(),
  /** Minor units of the currency (its `subunits` in the site configuration). */
  balance: ZMinorAmount,
});
export type TAccount = z.infer<typeof ZAccount>;
export const ZAccountsReply = z.array(ZAccount);
export type TAccountsReply = z.infer<typeof ZAccountsReply>;

/**
 * SPEC §3 'User / Player profile'. An anonymous visitor gets the same shape with `id: null` and
 * `is_logged_in: false` (GET /player never fails for a visitor without a session: SPEC §7 'errors
 * swallowed (empty)').
 */
export const ZPlayerProfile = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The player's locale code (site configuration `locales[].code`). */
  language: z.string().nullable(),
  currency: z.string().nullable(),
  /** True when an id exists and the player is not blocked (SPEC §3). */
  is_logged_in: z.boolean(),
  /** Player groups; `spi_test` marks a test group (SPEC §3). */
  statuses: z.array(z.object({ id: z.string() })),
  /** Profile fields a deposit needs that the player has not filled in yet (SPEC §5). */
  auth_fields_missed: z.array(z.string()),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  serasa: z.object({ pve: z.boolean() }),
});
export type TPlayerProfile = z.infer<typeof ZPlayerProfile>;

/** One tracking tag (SPEC §3 'Tracking'): URL-safe characters, the rule of `isTrackingTag`. */
export const ZTrackingTag = z.string().max(TRACKING_TAG_MAX_LENGTH).regex(TRACKING_TAG_PATTERN);

/** The tags a landing URL carried (ctag, btag, stag, qtag, gclid), kept with the player at sign-up. */
export const ZTrackingTags = z.strictObject({
  ctag: ZTrackingTag.optional(),
  btag: ZTrackingTag.optional(),
  stag: ZTrackingTag.optional(),
  qtag: ZTrackingTag.optional(),
  gclid: ZTrackingTag.optional(),
});
export type TTrackingTags = z.infer<typeof ZTrackingTags>;

/**
 * SPEC §7 GET /player `stag`: the affiliate the browser landed from; a signed-in player who has
 * none yet is attributed to it.
 */
export const ZPlayerQuery = z.object({ stag: ZTrackingTag.optional() });

export const ZChangeCurrencyRequest = z.object({ currency: ZCurrencyCode });
export type TChangeCurrencyRequest = z.infer<typeof ZChangeCurrencyRequest>;

export const ZChangeLocaleRequest = z.object({ locale: ZLocaleCode });
export const ZChangeLocaleReply = z.object({ locale: z.string() });

/** Replies of operations whose result is only 'done' (SPEC: 'not shown'). */
export const ZOkReply = z.object({ ok: z.literal(true) });
export type TOkReply = z.infer<typeof ZOkReply>;

export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  currency: ZCurrencyCode,
  locale: ZLocaleCode,
  country: ZCountryCode,
  /** The landing URL's tracking tags, from the affiliate cookie (SPEC §3 'Tracking'). */
  tracking: ZTrackingTags.optional(),
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

/**
 * The same reply whether or not the email was already registered (no account enumeration): the
 * owner of the address learns what happened from the email.
 */
export const ZSignUpReply = z.object({ confirmation_required: z.literal(true) });

export const ZConfirmationRequest = z.object({ confirmation_token: ZOneTimeToken });

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(128),
  /**
   * Embedded mode: true returns the session token in the reply (for `Authorization: Bearer`)
   * instead of setting the session cookie.
   */
  bearer: z.boolean().optional(),
});
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZSignInReply = z.object({
  player: ZPlayerProfile,
  /** Only when the request asked for `bearer`. */
  token: z.string().optional(),
});
export type TSignInReply = z.infer<typeof ZSignInReply>;

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export const ZPasswordUpdateRequest = z.object({
  reset_password_token: ZOneTimeToken,
  password: ZPassword,
});
export const ZUnlockRequest = z.object({ unlock_token: ZOneTimeToken });

// ---------------------------------------------------------------------------------------------
// Deposits (SPEC §4 'Deposit-like' statuses, §7 'Other' redirect outcomes).

/** SPEC §4: deposit-like statuses; `pending` is a demo card page answer awaiting the provider. */
export const PAYMENT_STATUSES = ['initial', 'pending', 'approved', 'declined'] as const;
export const ZPaymentStatus = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** SPEC §7 'Other': where the card page sends the player back. */
export const REDIRECT_OUTCOMES = ['success', 'error', 'pending'] as const;
export const ZRedirectOutcome = z.enum(REDIRECT_OUTCOMES);
export type TRedirectOutcome = z.infer<typeof ZRedirectOutcome>;

/** Query parameter carrying the redirect outcome on the page the player returns to. */
export const DEPOSIT_OUTCOME_PARAM = 'deposit_status';
/** Query parameter carrying the payment id on the page the player returns to. */
export const DEPOSIT_PAYMENT_PARAM = 'payment_id';

export const ZDepositRequest = z.object({
  currency: ZCurrencyCode,
  /** Minor units; at least 1, at most MAX_TRANSACTION_AMOUNT. */
  amount: ZTransactionAmount.min(1),
  /** Where the card page sends the player back; its origin must be an allowed origin. */
  return_url: z.url().max(2000).optional(),
});
export type TDepositRequest = z.infer<typeof ZDepositRequest>;

export const ZPayment = z.object({
  id: z.string(),
  currency: z.string(),
  amount: ZMinorAmount,
  status: ZPaymentStatus,
  /** The card page to send the player to. */
  redirect_url: z.string(),
  created_at: z.iso.datetime(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZDemoPaymentOutcomeRequest = z.object({ outcome: ZRedirectOutcome });

// ---------------------------------------------------------------------------------------------
// Demo mode: the dev mailbox (GET /api/dev/mailbox?to=EMAIL).

export const ZMailboxQuery = z.object({ to: ZEmail });
export const ZMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** Links of the message, in order (confirmation, reset, unlock, …). */
  links: z.array(z.string()),
  created_at: z.iso.datetime(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;
export const ZMailboxReply = z.object({ data: z.array(ZMailMessage) });

// ---------------------------------------------------------------------------------------------
// Real-time: SPEC §7 `balance_changed (currency, balance)` on `$player:{lang}:{userId}`.

export const ZBalanceChangedData = ZAccount;
export type TBalanceChangedData = z.infer<typeof ZBalanceChangedData>;

/** Message keys of platform errors. */
export const PlatformErrorKey = {
  /** The request needs a signed-in player (no session, or it expired or was revoked). */
  unauthorized: 'error.platform.unauthorized',
  /** Wrong email or password; the same for unknown emails. */
  invalidCredentials: 'error.users.invalid_credentials',
  /** The password was right but the email is not confirmed yet. */
  unconfirmed: 'error.users.unconfirmed',
  /** The password was right but the account is locked after too many wrong passwords. */
  locked: 'error.users.locked',
  /** Sign-in or sign-up from a country in the site configuration's `blocked_countries`. */
  countryBlocked: 'error.users.country_blocked',
  /** The site's `sign_in` feature is off (SPEC §6): players come in through the host's session only. */
  signInDisabled: 'error.users.sign_in_disabled',
  /** The site's `sign_up` feature is off (SPEC §6): no new accounts are opened here. */
  signUpDisabled: 'error.users.sign_up_disabled',
  /** A confirmation, reset or unlock token that is unknown, used or expired. */
  tokenInvalid: 'error.users.token_invalid',
  /** A state-changing request from an Origin that is not allowed. */
  forbiddenOrigin: 'error.request.forbidden_origin',
  currencyUnknown: 'error.platform.currency_unknown',
  localeUnknown: 'error.platform.locale_unknown',
  countryUnknown: 'error.platform.country_unknown',
  insufficientFunds: 'error.wallet.insufficient_funds',
  /** The movement would take the balance above MAX_BALANCE. */
  balanceLimit: 'error.wallet.balance_limit',
  /** The payment already has a final status. */
  paymentFinal: 'error.deposit.payment_final',
  returnUrlForbidden: 'error.deposit.return_url_forbidden',
  /** Introduced here: a deposit while profile fields the site requires for deposits are missing (SPEC §5). */
  missedFields: 'error.deposit.missed_fields',
} as const;

/** Profile fields a site can require before a deposit (site configuration `deposit_required_fields`). */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone'] as const;
export type TProfileField = (typeof PROFILE_FIELDS)[number];

/** PUT /player/profile: fills in profile fields (the missed-fields modal of SPEC §5). */
export const ZProfileUpdateRequest = z
  .object({
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    /** International format: +, country code and number, 8 to 15 digits. */
    phone: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/)),
  })
  .partial();
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequest>;

/** An operator's player group id (SPEC §3 `statuses`, e.g. spi_test). */
export const ZPlayerGroup = z.string().regex(/^[a-z0-9_-]{1,40}$/);

/** Operator: the groups a player is in (replaces them all). */
export const ZPlayerGroupsRequest = z.object({ groups: z.array(ZPlayerGroup).max(20) });
export const ZPlayerGroupsParams = z.object({ id: z.uuid() });
export const ZPlayerGroupsReply = z.object({ id: z.string(), groups: z.array(z.string()) });
