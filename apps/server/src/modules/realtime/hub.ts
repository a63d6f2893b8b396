import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type Broker, MemoryBroker, UnrecoverablePositionError } from './broker';
import {
  type ClientInfo,
  type Command,
  type ConnectRequest,
  type Disconnect,
  DisconnectCodes,
  DisconnectError,
  decodeCommands,
  ErrorCodes,
  methodOf,
  type ProtocolError,
  type Publication,
  ReplyError,
  type StreamPosition,
  type SubscribeRequest,
  type SubscribeResult,
} from './protocol';
import {
  type ChannelOptions,
  channelOptions,
  HISTORY_MAX_PUBLICATION_LIMIT,
  HISTORY_META_TTL_MS,
  hasHistory,
  isPrivateChannel,
  MESSAGE_SIZE_LIMIT,
  RECOVERY_MAX_PUBLICATION_LIMIT,
  type RealtimeSettings,
} from './settings';
import {
  InvalidTokenError,
  TokenExpiredError,
  verifyConnectionToken,
  verifySubscriptionToken,
} from './tokens';

export const WEBSOCKET_PATH = '/connection/websocket';
const HUB_VERSION = 'sportsbook-hub 0.1.0';
/** Centrifugo's `client.expired_close_delay`: time a client has to refresh an expired token. */
const EXPIRED_CLOSE_DELAY_MS = 25_000;
/** A client whose socket holds this much unsent data cannot keep up: it is disconnected (3008). */
const SLOW_CLIENT_BYTES = 8 * 1024 * 1024;
/** Subscribe flag of centrifuge-js: fail with 112 rather than subscribe without recovery. */
const FLAG_REJECT_UNRECOVERED = 2;
/** Unsubscribe push code: the client resubscribes (codes ≥ 2500), recovering what it missed. */
const UNSUBSCRIBE_INSUFFICIENT = { code: 2500, reason: 'insufficient state' };
const UNSUBSCRIBE_EXPIRED = { code: 2501, reason: 'subscription expired' };
/**
 * Subscriptions visited per turn of the event loop in a fan-out sweep: between slices the hub reads
 * its sockets (publish requests among them), so a publication that arrives during a sweep still
 * reaches the subscribers the sweep has not visited yet, instead of all of them one sweep later.
 * NOTE: at 5,000 subscribers with sweeps back to back, p99 fell a little with the slice (mean of
 * 2–8 runs, 2026-11-26): 1,000 → 104.5 ms, 500 → 100.0, 250 → 95.8, 100 → 97.5 (within the noise of
 * 250). Smaller slices cost only more turns of the event loop.
 */
const SWEEP_SLICE = 250;
/** Channels with at least this many subscribers on the hub get frames built once for them all. */
const SHARED_FRAME_MIN_SUBSCRIBERS = 16;

export interface HubLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

const silentLog: HubLog = { info() {}, warn() {}, error() {}, debug() {} };

export interface HubOptions {
  settings: RealtimeSettings;
  broker?: Broker;
  log?: HubLog;
  clock?: () => number;
}

interface Subscription {
  channel: string;
  /** The hub's state of the channel the subscription is in. */
  local: LocalChannel;
  options: ChannelOptions;
  /** Publications that arrive while the subscribe reply is prepared wait here. */
  state: 'subscribing' | 'subscribed';
  buffer: { publication: Publication; epoch: string }[];
  /** Offsets are tracked (the channel keeps a stream and recovery is on). */
  positioned: boolean;
  offset: number;
  epoch: string;
  presence: boolean;
  expiresAt: number;
  expiryTimer?: NodeJS.Timeout;
  /**
   * The channel's local sequence number up to which this subscription has been served: set when
   * it goes live (earlier ones were sent before or wait in its buffer), then by each fan-out visit.
   */
  fromSeq: number;
}

/** A publication not yet sent to every subscriber of the hub, with its line of the JSON protocol. */
interface PendingPublication {
  publication: Publication;
  epoch: string;
  /** Local sequence number in the channel (this hub's count of the publications it delivered). */
  seq: number;
  line: string;
}

/** A channel's part of a fan-out sweep: its subscriptions when the sweep began, visited in turn. */
interface SweepJob {
  local: LocalChannel;
  targets: [Session, Subscription][];
  next: number;
  /** The channel's sequence number when the sweep began: every subscriber visited has at least it. */
  startSeq: number;
}

/** A channel with subscribers on this hub. */
interface LocalChannel {
  name: string;
  subs: Map<Session, Subscription>;
  /** Subscriptions still in 'subscribing' (their publications go to their buffer). */
  joining: number;
  seq: number;
  /**
   * Publications not yet sent to every subscriber, oldest first, with consecutive sequence numbers:
   * a visit sends a subscriber those after its `fromSeq`.
   */
  recent: PendingPublication[];
  /** Sequence number of the latest publication that does not follow on from the one before it. */
  breakSeq: number;
  /** The frame of recent[frameFrom..] (shared by the subscribers that need just those), or null. */
  frame: Buffer | null;
  frameFrom: number;
  frameTo: number;
}

class Session {
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
    // NOTE: a lone publication is the common case of a fan-out: its bytes are shared by every
    // subscriber, so no per-client copy or join is made. Text frames: the JSON protocol needs them.
    const frame = this.queue.length === 1 ? (this.queue[0] as string | Buffer) : this.queue.join('\n');
    this.queue = [];
    this.socket.send(frame, { binary: false });
  }

  /**
   * Writes a complete WebSocket frame shared by every subscriber (see `textFrame`), after the lines
   * queued before it. NOTE: straight to the TCP socket, as ws itself writes unless it compresses
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
function flushPending(): void {
  flushQueued = false;
  if (pendingFlush.size === 0) return;
  const sessions = [...pendingFlush];
  pendingFlush.clear();
  for (const pending of sessions) pending.flush();
}

/**
 * A Centrifuge-protocol hub: serves centrifuge-js clients over WebSocket (JSON protocol) with
 * Centrifugo's semantics for tokens, namespaces, history, recovery and presence. Publications
 * go through a broker, so several hubs sharing a Redis broker serve the same channels.
 */
export class Hub {
  readonly settings: RealtimeSettings;
  readonly broker: Broker;
  private readonly log: HubLog;
  private readonly clock: () => number;
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<Session>();
  private readonly channels = new Map<string, LocalChannel>();
  /** Channels with publications waiting for the next fan-out sweep. */
  private readonly dirty = new Set<LocalChannel>();
  /** Subscriptions visited per turn of the event loop in a sweep (tests lower it). */
  sweepSlice = SWEEP_SLICE;
  /** The sweep in progress (channels still to visit), or null between sweeps. */
  private sweep: SweepJob[] | null = null;
  private fanOutScheduled = false;
  private lastFanOutEnd = Number.NEGATIVE_INFINITY;

  constructor(options: HubOptions) {
    this.settings = options.settings;
    this.broker = options.broker ?? new MemoryBroker(options.clock);
    this.log = options.log ?? silentLog;
    this.clock = options.clock ?? Date.now;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MESSAGE_SIZE_LIMIT });
    this.broker.onPublication((channel, publication, epoch) => this.deliver(channel, publication, epoch));
  }

  /** Number of open connections (for health and tests). */
  get connectionCount(): number {
    return this.sessions.size;
  }

  /** Serves `/connection/websocket` on an HTTP server's upgrade requests. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== WEBSOCKET_PATH) {
        // NOTE: another upgrade handler may own the path; answer only when there is none.
        if (server.listenerCount('upgrade') === 1) reject(socket, 404, 'Not Found');
        return;
      }
      this.handleUpgrade(request, socket, head);
    });
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = request.headers.origin;
    const allowed = this.settings.allowedOrigins;
    if (origin && !allowed.includes('*') && !allowed.includes(origin)) {
      this.log.info({ origin }, 'real-time connection from an origin not allowed');
      reject(socket, 403, 'Forbidden');
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, socket));
  }

  /**
   * Publishes from the server side (backend, HTTP API): stored in the channel's stream when it
   * keeps history, delivered to every subscriber on every hub sharing the broker.
   */
  async publish(channel: string, data: unknown, info?: ClientInfo): Promise<StreamPosition> {
    const options = channelOptions(this.settings, channel);
    if (!options || channel === '') throw new ReplyError(ErrorCodes.unknownChannel);
    const publication: Publication = info ? { data, info } : { data };
    return this.broker.publish(channel, publication, {
      historySize: options.historySize,
      historyTtlMs: options.historyTtlMs,
      metaTtlMs: HISTORY_META_TTL_MS,
    });
  }

  async close(): Promise<void> {
    for (const session of [...this.sessions]) this.disconnect(session, DisconnectCodes.shutdown);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await this.broker.close();
  }

  // -------------------------------------------------------------------------------------------
  // Connections

  private accept(socket: WebSocket, raw: Duplex): void {
    const session = new Session(socket, raw);
    this.sessions.add(session);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        this.disconnect(session, DisconnectCodes.badRequest);
        return;
      }
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
      const commands = decodeCommands(text);
      if (commands === null) {
        this.disconnect(session, DisconnectCodes.badRequest);
        return;
      }
      for (const command of commands) {
        session.chain = session.chain.then(() => this.handle(session, command));
      }
    });
    socket.on('close', () => this.cleanup(session));
    socket.on('error', (error) => this.log.debug({ err: error }, 'real-time socket error'));
  }

  /** Closes the connection with a Centrifugo disconnect code; pending replies go out first. */
  private disconnect(session: Session, disconnect: Disconnect): void {
    if (session.closed) return;
    session.flush();
    session.socket.close(disconnect.code, disconnect.reason);
    this.cleanup(session);
  }

  private cleanup(session: Session): void {
    if (!this.sessions.delete(session)) return;
    session.closed = true;
    clearInterval(session.pingTimer);
    clearTimeout(session.pongTimer);
    clearTimeout(session.expiryTimer);
    for (const sub of [...session.subs.values()]) this.removeSubscription(session, sub);
  }

  private send(session: Session, reply: object): void {
    session.write(JSON.stringify(reply));
  }

  private async handle(session: Session, command: Command): Promise<void> {
    if (session.closed) return;
    const id = command.id ?? 0;
    try {
      await this.dispatch(session, command, id);
    } catch (error) {
      if (error instanceof DisconnectError) {
        this.disconnect(session, error.disconnect);
      } else if (error instanceof ReplyError) {
        this.replyError(session, id, error.error);
      } else {
        this.log.error({ err: error }, 'real-time command failed');
        this.replyError(session, id, ErrorCodes.internal);
      }
    }
  }

  private replyError(session: Session, id: number, error: ProtocolError): void {
    if (id === 0) return;
    this.send(session, { id, error });
  }

  private async dispatch(session: Session, command: Command, id: number): Promise<void> {
    const method = methodOf(command);
    if (method === 'pong') {
      clearTimeout(session.pongTimer);
      session.pongTimer = undefined;
      return;
    }
    if (method === null) throw new ReplyError(ErrorCodes.methodNotFound);
    if (method !== 'connect' && !session.connected) throw new DisconnectError(DisconnectCodes.badRequest);
    switch (method) {
      case 'connect':
        this.send(session, { id, connect: await this.connect(session, command.connect ?? {}) });
        return;
      case 'subscribe':
        await this.subscribe(session, command.subscribe ?? {}, id);
        return;
      case 'unsubscribe': {
        const channel = requireChannel(command.unsubscribe?.channel);
        const sub = session.subs.get(channel);
        if (sub) this.removeSubscription(session, sub);
        this.send(session, { id, unsubscribe: {} });
        return;
      }
      case 'publish': {
        const channel = requireChannel(command.publish?.channel);
        // As Centrifuge: channel and data are both required, a publish without data is a bad request.
        if (command.publish?.data === undefined) throw new DisconnectError(DisconnectCodes.badRequest);
        const options = this.knownChannel(channel);
        const subscribed = session.subs.get(channel)?.state === 'subscribed';
        const userOk = session.user !== '' || options.allowPublishForAnonymous;
        const allowed =
          this.settings.insecure ||
          (options.allowPublishForClient && userOk) ||
          (options.allowPublishForSubscriber && subscribed && userOk);
        if (!allowed) throw new ReplyError(ErrorCodes.permissionDenied);
        await this.publish(channel, command.publish.data, session.clientInfo());
        this.send(session, { id, publish: {} });
        return;
      }
      case 'presence':
      case 'presence_stats': {
        const channel = requireChannel(command[method]?.channel);
        const options = this.knownChannel(channel);
        if (!options.presence) throw new ReplyError(ErrorCodes.notAvailable);
        if (!this.mayRead(session, channel, options, 'presence')) {
          throw new ReplyError(ErrorCodes.permissionDenied);
        }
        const presence = await this.broker.presence(channel);
        if (method === 'presence') {
          this.send(session, { id, presence: { presence } });
        } else {
          const users = new Set(Object.values(presence).map((info) => info.user));
          this.send(session, {
            id,
            presence_stats: { num_clients: Object.keys(presence).length, num_users: users.size },
          });
        }
        return;
      }
      case 'history':
        this.send(session, { id, history: await this.history(session, command.history ?? {}) });
        return;
      case 'refresh':
        this.send(session, { id, refresh: await this.refresh(session, command.refresh?.token) });
        return;
      case 'sub_refresh':
        this.send(session, { id, sub_refresh: await this.subRefresh(session, command.sub_refresh ?? {}) });
        return;
      case 'rpc':
      case 'ping':
        // Centrifugo without an RPC proxy has no RPC handler: 108 not available.
        throw new ReplyError(ErrorCodes.notAvailable);
      case 'send':
        // Centrifugo without a proxy has no message handler; a one-way command cannot get an
        // error reply, so the client is disconnected with 3508 (as Centrifugo does).
        throw new DisconnectError(DisconnectCodes.notAvailable);
    }
  }

  private knownChannel(channel: string): ChannelOptions {
    const options = channelOptions(this.settings, channel);
    if (!options) throw new ReplyError(ErrorCodes.unknownChannel);
    return options;
  }

  private mayRead(session: Session, channel: string, options: ChannelOptions, what: 'presence' | 'history') {
    if (this.settings.insecure) return true;
    const [forClient, forSubscriber, forAnonymous] =
      what === 'presence'
        ? [
            options.allowPresenceForClient,
            options.allowPresenceForSubscriber,
            options.allowPresenceForAnonymous,
          ]
        : [
            options.allowHistoryForClient,
            options.allowHistoryForSubscriber,
            options.allowHistoryForAnonymous,
          ];
    const userOk = session.user !== '' || forAnonymous;
    const subscribed = session.subs.has(channel);
    return (forClient && userOk) || (forSubscriber && subscribed && userOk);
  }

  // -------------------------------------------------------------------------------------------
  // Commands

  private async connect(session: Session, request: ConnectRequest) {
    if (session.connected) throw new DisconnectError(DisconnectCodes.badRequest);
    let user = '';
    let exp = 0;
    let info: unknown;
    if (request.token) {
      try {
        const claims = await verifyConnectionToken(this.settings.hmacSecretKey, request.token);
        user = claims.sub;
        exp = this.settings.insecure ? 0 : claims.exp;
        info = claims.info;
      } catch (error) {
        throw tokenFailure(error, new ReplyError(ErrorCodes.tokenExpired));
      }
    } else if (!this.settings.insecure) {
      // Centrifugo: no token, no connect proxy, not insecure → "client credentials not found".
      throw new DisconnectError(DisconnectCodes.badRequest);
    }
    if (session.closed) return {};
    session.user = user;
    session.info = info;
    session.connected = true;
    const result: Record<string, unknown> = { client: session.id, version: HUB_VERSION };
    this.setExpiry(session, exp, result);
    if (this.settings.pingIntervalMs > 0) {
      // The protocol counts in seconds; a shorter interval (tests) pings more often than announced.
      result.ping = Math.max(1, Math.round(this.settings.pingIntervalMs / 1000));
      result.pong = true;
      session.pingTimer = setInterval(() => this.ping(session), this.settings.pingIntervalMs);
    }
    return result;
  }

  private ping(session: Session): void {
    session.write('{}');
    if (session.pongTimer === undefined) {
      session.pongTimer = setTimeout(
        () => this.disconnect(session, DisconnectCodes.noPong),
        this.settings.pongTimeoutMs,
      );
    }
  }

  /** Token expiry: the client refreshes after `ttl`; without a refresh it is disconnected (3005). */
  private setExpiry(session: Session, exp: number, result: Record<string, unknown>): void {
    clearTimeout(session.expiryTimer);
    session.expiresAt = exp * 1000;
    if (exp <= 0) return;
    const ttlMs = session.expiresAt - this.clock();
    result.expires = true;
    result.ttl = Math.max(1, Math.floor(ttlMs / 1000));
    session.expiryTimer = setTimeout(() => {
      if (session.expiresAt > 0 && session.expiresAt <= this.clock()) {
        this.disconnect(session, DisconnectCodes.expired);
      }
    }, ttlMs + EXPIRED_CLOSE_DELAY_MS);
  }

  private async refresh(session: Session, token: string | undefined) {
    if (!token) throw new DisconnectError(DisconnectCodes.badRequest);
    let claims: Awaited<ReturnType<typeof verifyConnectionToken>>;
    try {
      claims = await verifyConnectionToken(this.settings.hmacSecretKey, token);
    } catch (error) {
      throw tokenFailure(error, new DisconnectError(DisconnectCodes.expired));
    }
    if (claims.sub !== session.user) throw new DisconnectError(DisconnectCodes.invalidToken);
    session.info = claims.info;
    const result: Record<string, unknown> = { client: session.id, version: HUB_VERSION };
    this.setExpiry(session, this.settings.insecure ? 0 : claims.exp, result);
    return result;
  }

  private async verifyChannelToken(session: Session, channel: string, token: string, expired: ReplyError) {
    let claims: Awaited<ReturnType<typeof verifySubscriptionToken>>;
    try {
      claims = await verifySubscriptionToken(this.settings.hmacSecretKey, token);
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

  private async subscribe(session: Session, request: SubscribeRequest, id: number): Promise<void> {
    const channel = requireChannel(request.channel);
    // Only stream subscriptions are served (type 0 or absent); map and shared-poll ones are refused,
    // as Centrifugo refuses a type its namespace does not declare, rather than served as streams.
    if (request.type !== undefined && request.type !== 0) throw new ReplyError(ErrorCodes.badRequest);
    if (session.subs.has(channel)) throw new ReplyError(ErrorCodes.alreadySubscribed);
    const options = this.knownChannel(channel);
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
      exp = this.settings.insecure ? 0 : claims.exp;
      chanInfo = claims.info;
    } else {
      const allowed =
        this.settings.insecure ||
        (options.allowSubscribeForClient && (session.user !== '' || options.allowSubscribeForAnonymous));
      if (!allowed) throw new ReplyError(ErrorCodes.permissionDenied);
    }
    if (session.closed || session.subs.has(channel)) throw new ReplyError(ErrorCodes.alreadySubscribed);

    const positioned =
      hasHistory(options) &&
      (options.forceRecovery ||
        (request.recoverable === true &&
          (options.allowRecovery || this.mayRead(session, channel, options, 'history'))));
    // NOTE: registered before the stream is read, so a publication made meanwhile waits in the
    // buffer instead of falling between the stream position and the first live publication.
    let local = this.channels.get(channel);
    if (!local) {
      local = {
        name: channel,
        subs: new Map(),
        joining: 0,
        seq: 0,
        recent: [],
        breakSeq: 0,
        frame: null,
        frameFrom: 0,
        frameTo: 0,
      };
      this.channels.set(channel, local);
    }
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
        result.ttl = Math.max(1, Math.floor((sub.expiresAt - this.clock()) / 1000));
        sub.expiryTimer = setTimeout(
          () => this.expireSubscription(session, sub),
          sub.expiresAt - this.clock() + EXPIRED_CLOSE_DELAY_MS,
        );
      }
      if (sub.presence) await this.broker.addPresence(channel, session.clientInfo(chanInfo));
    } catch (error) {
      this.removeSubscription(session, sub);
      throw error;
    }
    if (session.subs.get(channel) !== sub) return;
    this.send(session, { id, subscribe: result });
    sub.state = 'subscribed';
    local.joining--;
    // Publications counted so far were delivered before the subscription or wait in its buffer.
    sub.fromSeq = local.seq;
    const buffered = sub.buffer;
    sub.buffer = [];
    for (const { publication, epoch } of buffered) this.deliverTo(session, sub, publication, epoch, null);
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
        const history = await this.broker.history(sub.channel, {
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
        top = await this.broker.history(sub.channel, { limit: 0, metaTtlMs });
      }
      if (!recovered && ((request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) !== 0) {
        throw new ReplyError(ErrorCodes.unrecoverablePosition);
      }
      result.recovered = recovered;
      if (publications.length > 0) result.publications = publications;
    } else {
      top = await this.broker.history(sub.channel, { limit: 0, metaTtlMs });
    }
    sub.offset = top.offset;
    sub.epoch = top.epoch;
    result.epoch = top.epoch;
    result.offset = top.offset;
    return result;
  }

  private expireSubscription(session: Session, sub: Subscription): void {
    if (session.subs.get(sub.channel) !== sub || sub.expiresAt > this.clock()) return;
    this.removeSubscription(session, sub);
    this.send(session, { push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_EXPIRED } });
  }

  private async subRefresh(session: Session, request: { channel?: string; token?: string }) {
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
    sub.expiresAt = this.settings.insecure ? 0 : claims.exp * 1000;
    if (sub.expiresAt <= 0) return {};
    const ttlMs = sub.expiresAt - this.clock();
    sub.expiryTimer = setTimeout(() => this.expireSubscription(session, sub), ttlMs + EXPIRED_CLOSE_DELAY_MS);
    return { expires: true, ttl: Math.max(1, Math.floor(ttlMs / 1000)) };
  }

  private async history(session: Session, request: NonNullable<Command['history']>) {
    const channel = requireChannel(request.channel);
    const options = this.knownChannel(channel);
    if (!hasHistory(options)) throw new ReplyError(ErrorCodes.notAvailable);
    if (!this.mayRead(session, channel, options, 'history'))
      throw new ReplyError(ErrorCodes.permissionDenied);
    const requested = request.limit ?? 0;
    const limit =
      requested < 0 ? HISTORY_MAX_PUBLICATION_LIMIT : Math.min(requested, HISTORY_MAX_PUBLICATION_LIMIT);
    const since = request.since
      ? { offset: Number(request.since.offset ?? 0), epoch: request.since.epoch ?? '' }
      : undefined;
    try {
      const result = await this.broker.history(channel, {
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

  private removeSubscription(session: Session, sub: Subscription): void {
    if (session.subs.get(sub.channel) !== sub) return;
    session.subs.delete(sub.channel);
    clearTimeout(sub.expiryTimer);
    const local = sub.local;
    local.subs.delete(session);
    if (sub.state === 'subscribing') local.joining--;
    if (local.subs.size === 0 && this.channels.get(sub.channel) === local) {
      this.channels.delete(sub.channel);
      this.dirty.delete(local);
    }
    if (sub.presence) {
      this.broker.removePresence(sub.channel, session.id).catch((error: unknown) => {
        this.log.warn({ err: error, channel: sub.channel }, 'real-time presence removal failed');
      });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Fan-out

  /**
   * A publication from the broker: buffered by subscriptions still being set up, queued for the
   * next fan-out sweep for the others.
   */
  private deliver(channel: string, publication: Publication, epoch: string): void {
    const local = this.channels.get(channel);
    if (!local) return;
    local.seq++;
    if (local.joining > 0) {
      for (const sub of local.subs.values()) {
        if (sub.state === 'subscribing') sub.buffer.push({ publication, epoch });
      }
    }
    // NOTE: one JSON encoding per publication, shared by every subscriber of this hub.
    const line = JSON.stringify({ push: { channel, pub: publication } });
    const previous = local.recent[local.recent.length - 1];
    const follows =
      previous !== undefined &&
      previous.epoch === epoch &&
      publication.offset !== undefined &&
      publication.offset === (previous.publication.offset ?? 0) + 1;
    if (!follows) local.breakSeq = local.seq;
    local.recent.push({ publication, epoch, seq: local.seq, line });
    this.dirty.add(local);
    this.scheduleFanOut();
  }

  /**
   * Next fan-out sweep: after this turn of the event loop, or `client.write_delay` after the last
   * one ended when that is set (Centrifugo's knob for batching writes; off by default, as there).
   * NOTE: no pacing of our own on top. Sweeps back to back batch by themselves (a subscriber gets in
   * one frame what arrived since the sweep before reached it), and a busy hub's longer sweeps batch
   * more. Waiting twice the last sweep (at most 40 ms) to batch more cost p99 latency 20–50 ms at
   * 5,000 subscribers for about a quarter less of the hub's CPU (bench/README.md, 2026-11-26).
   */
  private scheduleFanOut(): void {
    if (this.fanOutScheduled) return;
    this.fanOutScheduled = true;
    const wait = this.lastFanOutEnd + (this.settings.writeDelayMs ?? 0) - performance.now();
    if (wait <= 0) setImmediate(() => this.fanOut());
    else setTimeout(() => this.fanOut(), wait);
  }

  /**
   * A fan-out sweep: visits every subscription of the channels with new publications, a slice per
   * turn of the event loop, and sends each what it has not had yet. The publications a subscriber
   * needs go out as one frame — their lines joined by newlines, as Centrifugo batches messages —
   * and subscribers needing the same ones (nearly all: those visited between two arrivals) share
   * the frame, built once. A subscriber that is not in step with the channel's stream (it joined or
   * recovered meanwhile, or its position does not follow on) gets each publication checked on its
   * own. NOTE: latency is then the wait for the sweep to come round to a subscriber, at most one
   * sweep and its pause, rather than the wait for the next pass plus the pass itself.
   */
  private fanOut(): void {
    this.fanOutScheduled = false;
    if (this.sweep === null) {
      this.sweep = [...this.dirty].map((local) => ({
        local,
        targets: [...local.subs],
        next: 0,
        startSeq: local.seq,
      }));
      this.dirty.clear();
    }
    const sweep = this.sweep;
    let budget = this.sweepSlice;
    while (budget > 0) {
      const job = sweep[0];
      if (!job) break;
      const end = Math.min(job.targets.length, job.next + budget);
      budget -= end - job.next;
      for (; job.next < end; job.next++) {
        const [session, sub] = job.targets[job.next] as [Session, Subscription];
        this.visit(job.local, session, sub);
      }
      if (job.next >= job.targets.length) {
        sweep.shift();
        // Every subscriber has had the publications up to the sweep's start: they can go.
        const local = job.local;
        let done = 0;
        while (done < local.recent.length && (local.recent[done] as PendingPublication).seq <= job.startSeq)
          done++;
        if (done > 0) local.recent.splice(0, done);
        local.frame = null;
      }
    }
    flushPending();
    if (sweep.length > 0) {
      this.fanOutScheduled = true;
      setImmediate(() => this.fanOut());
      return;
    }
    this.sweep = null;
    this.lastFanOutEnd = performance.now();
    if (this.dirty.size > 0) this.scheduleFanOut();
  }

  /** Sends one subscription of the channel the publications it has not had yet. */
  private visit(local: LocalChannel, session: Session, sub: Subscription): void {
    const last = local.recent[local.recent.length - 1];
    if (
      !last ||
      sub.state !== 'subscribed' ||
      session.closed ||
      sub.fromSeq >= last.seq ||
      session.subs.get(local.name) !== sub
    )
      return;
    const from = sub.fromSeq + 1 - (local.recent[0] as PendingPublication).seq;
    const first = local.recent[from];
    if (!first) {
      // NOTE: cannot happen (publications stay until every subscriber visited has had them); were
      // it to, the client resubscribes and recovers rather than silently missing publications.
      this.log.error({ channel: local.name }, 'real-time fan-out lost track of a subscription');
      this.removeSubscription(session, sub);
      this.send(session, { push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_INSUFFICIENT } });
      return;
    }
    sub.fromSeq = last.seq;
    const whole =
      !sub.positioned ||
      (first.publication.offset !== undefined &&
        local.breakSeq <= first.seq &&
        sub.epoch === first.epoch &&
        sub.offset === first.publication.offset - 1);
    if (!whole) {
      for (let i = from; i < local.recent.length; i++) {
        const p = local.recent[i] as PendingPublication;
        if (session.subs.get(local.name) !== sub) break; // unsubscribed by a gap
        this.deliverTo(session, sub, p.publication, p.epoch, p.line);
      }
      return;
    }
    if (sub.positioned) sub.offset = last.publication.offset ?? sub.offset;
    // A frame shared by the subscribers saves work only when they are many; a few (a browser
    // with dozens of match channels) rather get one frame per slice with the lines of them all.
    if (local.subs.size >= SHARED_FRAME_MIN_SUBSCRIBERS) {
      if (local.frame === null || local.frameFrom !== first.seq || local.frameTo !== last.seq) {
        const lines: string[] = [];
        for (let i = from; i < local.recent.length; i++)
          lines.push((local.recent[i] as PendingPublication).line);
        local.frame = textFrame(Buffer.from(lines.join('\n')));
        local.frameFrom = first.seq;
        local.frameTo = last.seq;
      }
      session.writeFrame(local.frame);
    } else
      for (let i = from; i < local.recent.length; i++)
        session.write((local.recent[i] as PendingPublication).line);
    if (session.buffered > SLOW_CLIENT_BYTES) this.disconnect(session, DisconnectCodes.slow);
  }

  private deliverTo(
    session: Session,
    sub: Subscription,
    publication: Publication,
    epoch: string,
    line: string | null,
  ): void {
    if (sub.positioned && publication.offset !== undefined) {
      const offset = publication.offset;
      if (epoch === sub.epoch && offset <= sub.offset) return; // already sent (recovered or buffered twice)
      if (epoch !== sub.epoch || offset !== sub.offset + 1) {
        // A gap or a new stream: the client resubscribes and recovers (Centrifugo's insufficient state).
        this.removeSubscription(session, sub);
        this.send(session, { push: { channel: sub.channel, unsubscribe: UNSUBSCRIBE_INSUFFICIENT } });
        return;
      }
      sub.offset = offset;
    }
    session.write(line ?? JSON.stringify({ push: { channel: sub.channel, pub: publication } }));
    if (session.buffered > SLOW_CLIENT_BYTES) this.disconnect(session, DisconnectCodes.slow);
  }
}

function requireChannel(channel: string | undefined): string {
  if (!channel) throw new DisconnectError(DisconnectCodes.badRequest);
  return channel;
}

/** Maps a token verification failure: expired → `expired`, invalid → disconnect 3500. */
function tokenFailure(error: unknown, expired: Error): Error {
  if (error instanceof TokenExpiredError) return expired;
  if (error instanceof InvalidTokenError) return new DisconnectError(DisconnectCodes.invalidToken);
  return error instanceof Error ? error : new Error(String(error));
}

function reject(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
