import { UnrecoverablePositionError } from '../broker';
import {
  type Command,
  DisconnectCodes,
  DisconnectError,
  ErrorCodes,
  type Publication,
  ReplyError,
  type SubscribeRequest,
  type SubscribeResult,
} from '../protocol';
import {
  type ChannelOptions,
  channelOptions,
  HISTORY_MAX_PUBLICATION_LIMIT,
  HISTORY_META_TTL_MS,
  hasHistory,
  isPrivateChannel,
  RECOVERY_MAX_PUBLICATION_LIMIT,
  type RealtimeSettings,
} from '../settings';
import { InvalidTokenError, TokenExpiredError, verifySubscriptionToken } from '../tokens';
import type { FanOut } from './fan-out';
import type { Session } from './session';
import { EXPIRED_CLOSE_DELAY_MS, type HubContext, type Subscription } from './types';

/** Subscribe flag of centrifuge-js: fail with 112 rather than subscribe without recovery. */
const FLAG_REJECT_UNRECOVERED = 2;
const UNSUBSCRIBE_EXPIRED = { code: 2501, reason: 'subscription expired' };

export function requireChannel(channel: string | undefined): string {
  if (!channel) throw new DisconnectError(DisconnectCodes.badRequest);
  return channel;
}

/** The options of a channel the hub serves; an unknown channel is a protocol error. */
export function knownChannel(settings: RealtimeSettings, channel: string): ChannelOptions {
  const options = channelOptions(settings, channel);
  if (!options) throw new ReplyError(ErrorCodes.unknownChannel);
  return options;
}

/** Whether the session may read a channel's presence or history. */
export function mayRead(
  settings: RealtimeSettings,
  session: Session,
  channel: string,
  options: ChannelOptions,
  what: 'presence' | 'history',
) {
  if (settings.insecure) return true;
  const [forClient, forSubscriber, forAnonymous] =
    what === 'presence'
      ? [
          options.allowPresenceForClient,
          options.allowPresenceForSubscriber,
          options.allowPresenceForAnonymous,
        ]
      : [options.allowHistoryForClient, options.allowHistoryForSubscriber, options.allowHistoryForAnonymous];
  const userOk = session.user !== '' || forAnonymous;
  const subscribed = session.subs.has(channel);
  return (forClient && userOk) || (forSubscriber && subscribed && userOk);
}

/**
 * Channel subscriptions: subscribe (with the stream position and recovery of what was missed),
 * subscription token refresh and expiry, history, and unsubscribe.
 */
export class Subscriptions {
  constructor(
    private readonly hub: HubContext,
    private readonly fanOut: FanOut,
  ) {}

  private async verifyChannelToken(session: Session, channel: string, token: string, expired: ReplyError) {
    let claims: Awaited<ReturnType<typeof verifySubscriptionToken>>;
    try {
      claims = await verifySubscriptionToken(this.hub.settings.hmacSecretKey, token);
    } catch (error) {
      if (error instanceof TokenExpiredError) throw expired;
      if (error instanceof InvalidTokenError) throw new ReplyError(ErrorCodes.permissionDenied);
      throw error;
    }
    // A token for another channel, user or client is a forgery or a bug: Centrifugo closes the connection.
    if (claims.channel !== channel || claims.sub !== session.user) {
      throw new DisconnectError(DisconnectCodes.invalidToken);
    }
    if (claims.client !== undefined && claims.client !== session.id) {
      throw new DisconnectError(DisconnectCodes.invalidToken);
    }
    return claims;
  }

  async subscribe(session: Session, request: SubscribeRequest, id: number): Promise<void> {
    const channel = requireChannel(request.channel);
    // Only stream subscriptions are served (type 0 or absent); map and shared-poll ones are refused,
    // as Centrifugo refuses a type its namespace does not declare, rather than served as streams.
    if (request.type !== undefined && request.type !== 0) throw new ReplyError(ErrorCodes.badRequest);
    if (session.subs.has(channel)) throw new ReplyError(ErrorCodes.alreadySubscribed);
    const options = knownChannel(this.hub.settings, channel);
    let exp = 0;
    let chanInfo: unknown;
    if (isPrivateChannel(channel) && !request.token) throw new ReplyError(ErrorCodes.permissionDenied);
    if (request.token) {
      const claims = await this.verifyChannelToken(
        session,
        channel,
        request.token,
        new ReplyError(ErrorCodes.tokenExpired),
      );
      exp = this.hub.settings.insecure ? 0 : claims.exp;
      chanInfo = claims.info;
    } else {
      const allowed =
        this.hub.settings.insecure ||
        (options.allowSubscribeForClient && (session.user !== '' || options.allowSubscribeForAnonymous));
      if (!allowed) throw new ReplyError(ErrorCodes.permissionDenied);
    }
    if (session.closed || session.subs.has(channel)) throw new ReplyError(ErrorCodes.alreadySubscribed);

    const positioned =
      hasHistory(options) &&
      (options.forceRecovery ||
        (request.recoverable === true &&
          (options.allowRecovery || mayRead(this.hub.settings, session, channel, options, 'history'))));
    // Registered before the stream is read, so a publication made meanwhile waits in the
    // buffer instead of falling between the stream position and the first live publication.
    const local = this.fanOut.channel(channel);
    const sub: Subscription = {
      channel,
      local,
      options,
      state: 'subscribing',
      buffer: [],
      positioned,
      offset: 0,
      epoch: '',
      presence: options.presence,
      expiresAt: exp * 1000,
      fromSeq: 0,
    };
    session.subs.set(channel, sub);
    local.subs.set(session, sub);
    local.joining++;

    const result: SubscribeResult = {};
    try {
      if (positioned) Object.assign(result, await this.position(sub, request));
      if (exp > 0) {
        result.expires = true;
        result.ttl = Math.max(1, Math.floor((sub.expiresAt - this.hub.clock()) / 1000));
        sub.expiryTimer = setTimeout(
          () => this.expire(session, sub),
          sub.expiresAt - this.hub.clock() + EXPIRED_CLOSE_DELAY_MS,
        );
      }
      if (sub.presence) await this.hub.broker.addPresence(channel, session.clientInfo(chanInfo));
    } catch (error) {
      this.remove(session, sub);
      throw error;
    }
    if (session.subs.get(channel) !== sub) return;
    session.send({ id, subscribe: result });
    sub.state = 'subscribed';
    local.joining--;
    // Publications counted so far were delivered before the subscription or wait in its buffer.
    sub.fromSeq = local.seq;
    const buffered = sub.buffer;
    sub.buffer = [];
    for (const { publication, epoch } of buffered)
      this.fanOut.deliverTo(session, sub, publication, epoch, null);
  }

  /** Stream position of a subscription, with the missed publications when it recovers. */
  private async position(sub: Subscription, request: SubscribeRequest): Promise<SubscribeResult> {
    const metaTtlMs = HISTORY_META_TTL_MS;
    const result: SubscribeResult = { recoverable: true, positioned: true };
    let top: { offset: number; epoch: string };
    if (request.recover) {
      result.was_recovering = true;
      const since = { offset: Number(request.offset ?? 0), epoch: request.epoch ?? '' };
      let recovered = false;
      let publications: Publication[] = [];
      try {
        const history = await this.hub.broker.history(sub.channel, {
          since,
          limit: RECOVERY_MAX_PUBLICATION_LIMIT + 1,
          metaTtlMs,
        });
        top = history;
        if (since.offset === history.offset) recovered = true;
        else if (
          history.publications.length > 0 &&
          history.publications.length <= RECOVERY_MAX_PUBLICATION_LIMIT &&
          history.publications[0]?.offset === since.offset + 1
        ) {
          recovered = true;
          publications = history.publications;
        }
      } catch (error) {
        if (!(error instanceof UnrecoverablePositionError)) throw error;
        top = await this.hub.broker.history(sub.channel, { limit: 0, metaTtlMs });
      }
      if (!recovered && ((request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) !== 0) {
        throw new ReplyError(ErrorCodes.unrecoverablePosition);
      }
      result.recovered = recovered;
      if (publications.length > 0) result.publications = publications;
    } else {
      top = await this.hub.broker.history(sub.channel, { limit: 0, metaTtlMs });
    }
    sub.offset = top.offset;
    sub.epoch = top.epoch;
    result.epoch = top.epoch;
    result.offset = top.offset;
    return result;
  }

  private expire(session: Session, sub: Subscription): void {
    if (session.subs.get(sub.channel) !== sub || sub.expiresAt > this.hub.clock()) return;
    this.remove(session, sub);
    session.send({ push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_EXPIRED } });
  }

  async refresh(session: Session, request: { channel?: string; token?: string }) {
    const channel = requireChannel(request.channel);
    if (!request.token) throw new DisconnectError(DisconnectCodes.badRequest);
    const sub = session.subs.get(channel);
    if (!sub) throw new ReplyError(ErrorCodes.permissionDenied);
    const claims = await this.verifyChannelToken(
      session,
      channel,
      request.token,
      new ReplyError(ErrorCodes.expired),
    );
    clearTimeout(sub.expiryTimer);
    sub.expiresAt = this.hub.settings.insecure ? 0 : claims.exp * 1000;
    if (sub.expiresAt <= 0) return {};
    const ttlMs = sub.expiresAt - this.hub.clock();
    sub.expiryTimer = setTimeout(() => this.expire(session, sub), ttlMs + EXPIRED_CLOSE_DELAY_MS);
    return { expires: true, ttl: Math.max(1, Math.floor(ttlMs / 1000)) };
  }

  async history(session: Session, request: NonNullable<Command['history']>) {
    const channel = requireChannel(request.channel);
    const options = knownChannel(this.hub.settings, channel);
    if (!hasHistory(options)) throw new ReplyError(ErrorCodes.notAvailable);
    if (!mayRead(this.hub.settings, session, channel, options, 'history'))
      throw new ReplyError(ErrorCodes.permissionDenied);
    const requested = request.limit ?? 0;
    const limit =
      requested < 0 ? HISTORY_MAX_PUBLICATION_LIMIT : Math.min(requested, HISTORY_MAX_PUBLICATION_LIMIT);
    const since = request.since
      ? { offset: Number(request.since.offset ?? 0), epoch: request.since.epoch ?? '' }
      : undefined;
    try {
      const result = await this.hub.broker.history(channel, {
        since,
        limit,
        reverse: request.reverse === true,
        metaTtlMs: HISTORY_META_TTL_MS,
      });
      return { publications: result.publications, epoch: result.epoch, offset: result.offset };
    } catch (error) {
      if (error instanceof UnrecoverablePositionError) throw new ReplyError(ErrorCodes.unrecoverablePosition);
      throw error;
    }
  }

  remove(session: Session, sub: Subscription): void {
    if (session.subs.get(sub.channel) !== sub) return;
    session.subs.delete(sub.channel);
    clearTimeout(sub.expiryTimer);
    this.fanOut.leave(session, sub);
    if (sub.presence) {
      this.hub.broker.removePresence(sub.channel, session.id).catch((error: unknown) => {
        this.hub.log.warn({ err: error, channel: sub.channel }, 'real-time presence removal failed');
      });
    }
  }
}
