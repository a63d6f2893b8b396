import { type TNotification, type TPushSubscription, ZPushSubscription } from '@sportsbook/contract';
import webpush from 'web-push';
import { localize } from '../bets/messages';

/** The server's VAPID identity (RFC 8292): push services accept its messages for its subscriptions. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server: a mailto: or https: URL. */
  subject: string;
}

/** What a push carries: worded in the player's language, read by the service worker as it is. */
export interface PushPayload {
  id: string;
  type: TNotification['type'];
  title: string;
  body: string;
  /** The page the notification opens, relative to the site. */
  url: string;
}

/** A stored subscription's JSON, or null when it is none (so an old or damaged value sends nothing). */
export function parseSubscription(text: string | null | undefined): TPushSubscription | null {
  if (!text) return null;
  try {
    const parsed = ZPushSubscription.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An amount as the reader's language writes money; codes Intl does not know keep the code. */
function money(amount: NonNullable<TNotification['amount']>, locale: string): string {
  const value = amount.value / 10 ** amount.subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: amount.currency,
      maximumFractionDigits: Math.min(amount.subunits, 20),
    }).format(value);
  } catch {
    return `${value.toFixed(amount.subunits)} ${amount.currency}`;
  }
}

/** The push of a notification in a locale: the notification centre's own wording (web messages). */
export function pushPayload(notification: TNotification, locale: string): PushPayload {
  const amount = notification.amount ? money(notification.amount, locale) : '';
  const title = localize(`notifications.types.${notification.type}`, locale).replace('{amount}', amount);
  return {
    id: notification.id,
    type: notification.type,
    title,
    body: [notification.title, notification.body].filter(Boolean).join(' · '),
    url: notification.object_type === 'bet' ? `/${locale}/bets` : `/${locale}`,
  };
}

/** How long a push service may take to accept a message. */
const PUSH_TIMEOUT_MS = 10_000;

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** The player's stored subscription and language. */
  recipient: (playerId: string) => Promise<{ subscription: string | null; language: string } | null>;
  /** Plain-http push endpoints are refused in production (a subscription must not aim the server at any address). */
  allowHttp: boolean;
  onError: (error: unknown) => void;
}

/**
 * Web push (RFC 8030) of new notifications to the player's browser: the payload encrypted for the
 * subscription (RFC 8291, aes128gcm) and signed with the server's VAPID key, by the `web-push`
 * library. Sending never holds up what raised the notification; `idle()` waits for what is in flight.
 */
export class PushSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: PushSenderOptions) {}

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  /** Starts sending; a failure (gone subscription, unreachable service) is reported, not thrown. */
  send(playerId: string, notification: TNotification): void {
    const sending = this.deliver(playerId, notification).catch(this.options.onError);
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(playerId: string, notification: TNotification): Promise<void> {
    const recipient = await this.options.recipient(playerId);
    const subscription = parseSubscription(recipient?.subscription);
    if (!recipient || !subscription) return;
    if (!this.options.allowHttp && !subscription.endpoint.startsWith('https:')) return;
    const { vapid } = this.options;
    // The library encrypts and signs; the request goes out through fetch, which speaks plain http
    // too (the library's own sender only https), bounded in time.
    const request = webpush.generateRequestDetails(
      subscription,
      JSON.stringify(pushPayload(notification, recipient.language)),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: 24 * 3600,
        urgency: 'normal',
      },
    );
    const reply = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (!reply.ok) throw new Error(`the push service answered ${reply.status} for player ${playerId}`);
  }
}

/** A new VAPID key pair (P-256, base64url), for a demo server that was given none. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
