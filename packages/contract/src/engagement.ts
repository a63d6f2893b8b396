import { z } from 'zod';
import { ZMatchStatus } from './catalogue';
import { ZIdParam, ZPage, ZQueryBool, zCsv, zLimit, zList } from './common';
import { FAVOURITE_TYPES, NOTIFICATION_TYPES, VOTE_CHOICES } from './engagement-values';
import { ZMinorAmount } from './platform';

export * from './engagement-values';

// ---------------------------------------------------------------------------------------------
// Engagement (issue 24): the notifications centre, favourites and predictions (SPEC §3
// 'Notification', 'Vote'; SPEC §7 '/notifications…', '/favourites…', '/vote').

export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/**
 * SPEC §3 'Notification'. The web words it from `type` and `amount` in the reader's language;
 * `title` names the object (a bet's reference), `caption` its kind (the bet type, 'deposit') and
 * `body` its subject (the bet's matches, the payment provider).
 */
export const ZNotification = z.object({
  id: z.string(),
  type: ZNotificationType,
  object_type: z.enum(['bet', 'payment']),
  object_id: z.string(),
  title: z.string(),
  caption: z.string(),
  body: z.string(),
  amount: z.object({ value: ZMinorAmount, currency: z.string(), subunits: z.number().int() }).nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Notifications page size when the request names none. */
export const NOTIFICATIONS_LIMIT = 20;

export const ZNotificationsQuery = z.object({ page: ZPage, limit: zLimit(NOTIFICATIONS_LIMIT) });
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;
export const ZNotificationsReply = zList(ZNotification);
export type TNotificationsReply = z.infer<typeof ZNotificationsReply>;

/** GET /notifications/counters, and the data of `unread_counters_changed`. */
export const ZNotificationCounters = z.object({ unread: z.number().int().nonnegative() });
export type TNotificationCounters = z.infer<typeof ZNotificationCounters>;

export const ZReadNotificationsRequest = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
});
export type TReadNotificationsRequest = z.infer<typeof ZReadNotificationsRequest>;

export const ZFavouriteType = z.enum(FAVOURITE_TYPES);
export type TFavouriteType = z.infer<typeof ZFavouriteType>;

export const ZFavouriteParams = z.object({ type: ZFavouriteType, id: ZIdParam });

/** GET /favourites/matches: SPEC §7's filters over the player's favourite matches. */
export const ZFavouriteMatchesQuery = z.object({
  match_status: zCsv(z.coerce.number().pipe(ZMatchStatus)),
  bettable: ZQueryBool,
  page: ZPage,
  limit: zLimit(100),
});
export type TFavouriteMatchesQuery = z.infer<typeof ZFavouriteMatchesQuery>;

/** The ids a player marked, of one type, newest first (what stars read, one query per page). */
export const ZFavouriteIdsReply = z.object({ type: ZFavouriteType, ids: z.array(z.number().int()) });
export type TFavouriteIdsReply = z.infer<typeof ZFavouriteIdsReply>;

export const ZVoteChoice = z.enum(VOTE_CHOICES);
export type TVoteChoice = z.infer<typeof ZVoteChoice>;

/** A prediction is a match's 'Who will win?' poll; its id is the match's. */
export const ZVoteQuery = z.object({ prediction_id: ZIdParam });
export const ZVoteRequest = z.object({ prediction_id: ZIdParam, data: ZVoteChoice });
export type TVoteRequest = z.infer<typeof ZVoteRequest>;

/**
 * A prediction's split: votes and whole percents per choice (summing to 100 once anyone voted), and
 * the asking player's own vote (SPEC §3 'Vote': data and created_at), null before voting.
 */
export const ZPrediction = z.object({
  prediction_id: z.number().int(),
  total: z.number().int().nonnegative(),
  votes: z.record(ZVoteChoice, z.number().int().nonnegative()),
  percents: z.record(ZVoteChoice, z.number().int().min(0).max(100)),
  my_vote: z.object({ data: ZVoteChoice, created_at: z.iso.datetime() }).nullable(),
});
export type TPrediction = z.infer<typeof ZPrediction>;

/** Data of `prediction_changed` on the match channel: the split without anyone's own vote. */
export const ZPredictionChangedData = ZPrediction.omit({ my_vote: true });
export type TPredictionChangedData = z.infer<typeof ZPredictionChangedData>;

/**
 * A browser's Web Push subscription (the Push API's `PushSubscription.toJSON()`): where the push
 * service takes messages for it, and the keys a payload is encrypted with (RFC 8291).
 */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed, base64url. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** Whether a settings value is the JSON of a push subscription. */
export function isPushSubscriptionJson(text: string): boolean {
  try {
    return ZPushSubscription.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** GET /push/public-key: the server's VAPID public key (base64url), null when it sends no push. */
export const ZPushPublicKeyReply = z.object({ public_key: z.string().nullable() });

/** Message keys of engagement refusals (every one is in each locale of apps/web/messages). */
export const EngagementErrorKey = {
  favouriteNotFound: 'error.favourites.not_found',
  predictionNotFound: 'error.vote.prediction_not_found',
  predictionClosed: 'error.vote.prediction_closed',
  alreadyVoted: 'error.vote.already_voted',
} as const;
