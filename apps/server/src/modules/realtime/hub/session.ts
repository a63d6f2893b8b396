import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import {
  type ClientInfo,
  type ConnectRequest,
  DisconnectCodes,
  DisconnectError,
  ErrorCodes,
  ReplyError,
} from '../protocol';
import { InvalidTokenError, TokenExpiredError, verifyConnectionToken } from '../tokens';
import { EXPIRED_CLOSE_DELAY_MS, type HubContext, type Subscription } from './types';

const HUB_VERSION = 'sportsbook-hub 0.1.0';

export class Session {
  readonly id = randomUUID();
  user = '';
  info: unknown;
  connected = false;
  closed = false;
  expiresAt = 0;
  readonly subs = new Map<string, Subscription>();
  private queue: (string | Buffer)[] = [];
  private flushScheduled = false;
  /** Commands run one after another: replies keep their order and state changes do not race. */
  chain: Promise<void> = Promise.resolve();
  pingTimer?: NodeJS.Timeout;
  pongTimer?: NodeJS.Timeout;
  expiryTimer?: NodeJS.Timeout;

  /**
   * @param socket the WebSocket
   * @param raw its TCP socket (from the upgrade), for frames built once and shared by the subscribers
   */
  constructor(
    readonly socket: WebSocket,
    readonly raw: Duplex,
  ) {}

  clientInfo(chanInfo?: unknown): ClientInfo {
    const info: ClientInfo = { user: this.user, client: this.id };
    if (this.info !== undefined) info.conn_info = this.info;
    if (chanInfo !== undefined) info.chan_info = chanInfo;
    return info;
  }

  /** Queues a reply or push of the protocol. */
  send(reply: object): void {
    this.write(JSON.stringify(reply));
  }

  /** Queues a line; lines written in the same turn of the event loop go out in one frame. */
  write(line: string | Buffer): void {
    if (this.closed) return;
    this.queue.push(line);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      scheduleFlush(this);
    }
  }

  flush(): void {
    this.flushScheduled = false;
    if (this.closed || this.queue.length === 0) return;
    // A lone publication is the common case of a fan-out: its bytes are shared by every
    // subscriber, so no per-client copy or join is made. Text frames: the JSON protocol needs them.
    const frame = this.queue.length === 1 ? (this.queue[0] as string | Buffer) : this.queue.join('\n');
    this.queue = [];
    this.socket.send(frame, { binary: false });
  }

  /**
   * Writes a complete WebSocket frame shared by every subscriber (see `textFrame`), after the lines
   * queued before it. Straight to the TCP socket, as ws itself writes unless it compresses
   * (the hub's server never negotiates permessage-deflate), so frames keep their order.
   */
  writeFrame(frame: Buffer): void {
    if (this.closed || this.socket.readyState !== 1) return;
    if (this.queue.length > 0) this.flush();
    this.raw.write(frame);
  }

  /** Bytes written but not yet taken by the kernel. */
  get buffered(): number {
    return this.socket.bufferedAmount;
  }
}

/** A final, unmasked text frame (RFC 6455 §5.2) of the given payload, as a server sends it. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * Sessions with queued lines, flushed together in one callback after the current turn of the event
 * loop (one callback per turn for all clients, not one per client).
 */
const pendingFlush = new Set<Session>();
let flushQueued = false;

function scheduleFlush(session: Session): void {
  pendingFlush.add(session);
  if (flushQueued) return;
  flushQueued = true;
  setImmediate(flushPending);
}

/** Sends the queued lines of every session, one frame each. */
export function flushPending(): void {
  flushQueued = false;
  if (pendingFlush.size === 0) return;
  const sessions = [...pendingFlush];
  pendingFlush.clear();
  for (const pending of sessions) pending.flush();
}

/**
 * A connection's authentication: the connect command, token refresh and expiry, and the ping that
 * proves the client is still there.
 */
export class SessionAuth {
  constructor(private readonly hub: HubContext) {}

  async connect(session: Session, request: ConnectRequest) {
    if (session.connected) throw new DisconnectError(DisconnectCodes.badRequest);
    const { settings } = this.hub;
    let user = '';
    let exp = 0;
    let info: unknown;
    if (request.token) {
      try {
        const claims = await verifyConnectionToken(settings.hmacSecretKey, request.token);
        user = claims.sub;
        exp = settings.insecure ? 0 : claims.exp;
        info = claims.info;
      } catch (error) {
        throw tokenFailure(error, new ReplyError(ErrorCodes.tokenExpired));
      }
    } else if (!settings.insecure) {
      // Centrifugo: no token, no connect proxy, not insecure → "client credentials not found".
      throw new DisconnectError(DisconnectCodes.badRequest);
    }
    if (session.closed) return {};
    session.user = user;
    session.info = info;
    session.connected = true;
    const result: Record<string, unknown> = { client: session.id, version: HUB_VERSION };
    this.setExpiry(session, exp, result);
    if (settings.pingIntervalMs > 0) {
      // The protocol counts in seconds; a shorter interval (tests) pings more often than announced.
      result.ping = Math.max(1, Math.round(settings.pingIntervalMs / 1000));
      result.pong = true;
      session.pingTimer = setInterval(() => this.ping(session), settings.pingIntervalMs);
    }
    return result;
  }

  async refresh(session: Session, token: string | undefined) {
    if (!token) throw new DisconnectError(DisconnectCodes.badRequest);
    const { settings } = this.hub;
    let claims: Awaited<ReturnType<typeof verifyConnectionToken>>;
    try {
      claims = await verifyConnectionToken(settings.hmacSecretKey, token);
    } catch (error) {
      throw tokenFailure(error, new DisconnectError(DisconnectCodes.expired));
    }
    if (claims.sub !== session.user) throw new DisconnectError(DisconnectCodes.invalidToken);
    session.info = claims.info;
    const result: Record<string, unknown> = { client: session.id, version: HUB_VERSION };
    this.setExpiry(session, settings.insecure ? 0 : claims.exp, result);
    return result;
  }

  /** The client's pong to the last ping: it is still there. */
  pong(session: Session): void {
    clearTimeout(session.pongTimer);
    session.pongTimer = undefined;
  }

  private ping(session: Session): void {
    session.write('{}');
    if (session.pongTimer === undefined) {
      session.pongTimer = setTimeout(
        () => this.hub.disconnect(session, DisconnectCodes.noPong),
        this.hub.settings.pongTimeoutMs,
      );
    }
  }

  /** Token expiry: the client refreshes after `ttl`; without a refresh it is disconnected (3005). */
  private setExpiry(session: Session, exp: number, result: Record<string, unknown>): void {
    clearTimeout(session.expiryTimer);
    session.expiresAt = exp * 1000;
    if (exp <= 0) return;
    const ttlMs = session.expiresAt - this.hub.clock();
    result.expires = true;
    result.ttl = Math.max(1, Math.floor(ttlMs / 1000));
    session.expiryTimer = setTimeout(() => {
      if (session.expiresAt > 0 && session.expiresAt <= this.hub.clock()) {
        this.hub.disconnect(session, DisconnectCodes.expired);
      }
    }, ttlMs + EXPIRED_CLOSE_DELAY_MS);
  }
}

/** Maps a token verification failure: expired → `expired`, invalid → disconnect 3500. */
function tokenFailure(error: unknown, expired: Error): Error {
  if (error instanceof TokenExpiredError) return expired;
  if (error instanceof InvalidTokenError) return new DisconnectError(DisconnectCodes.invalidToken);
  return error instanceof Error ? error : new Error(String(error));
}
