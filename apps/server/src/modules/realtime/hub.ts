import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type Broker, MemoryBroker } from './broker';
import { Commands, type CommandsHub } from './hub/commands';
import { FanOut } from './hub/fan-out';
import { Session, SessionAuth } from './hub/session';
import { Subscriptions } from './hub/subscriptions';
import type { HubLog } from './hub/types';
import {
  type ClientInfo,
  type Disconnect,
  DisconnectCodes,
  decodeCommands,
  ErrorCodes,
  type Publication,
  ReplyError,
  type StreamPosition,
} from './protocol';
import { channelOptions, HISTORY_META_TTL_MS, MESSAGE_SIZE_LIMIT, type RealtimeSettings } from './settings';

export { textFrame } from './hub/session';
export type { HubLog } from './hub/types';

export const WEBSOCKET_PATH = '/connection/websocket';

const silentLog: HubLog = { info() {}, warn() {}, error() {}, debug() {} };

export interface HubOptions {
  settings: RealtimeSettings;
  broker?: Broker;
  log?: HubLog;
  clock?: () => number;
}

/**
 * A Centrifuge-protocol hub: serves centrifuge-js clients over WebSocket (JSON protocol) with
 * Centrifugo's semantics for tokens, namespaces, history, recovery and presence. Publications
 * go through a broker, so several hubs sharing a Redis broker serve the same channels.
 *
 * This class owns the connections; its parts are the session's authentication (hub/session.ts),
 * the command dispatch (hub/commands.ts), the subscriptions (hub/subscriptions.ts) and the fan-out
 * of publications to subscribers (hub/fan-out.ts).
 */
export class Hub {
  readonly settings: RealtimeSettings;
  readonly broker: Broker;
  private readonly log: HubLog;
  private readonly wss: WebSocketServer;
  private readonly sessions = new Set<Session>();
  private readonly fanOut: FanOut;
  private readonly subscriptions: Subscriptions;
  private readonly commands: Commands;

  constructor(options: HubOptions) {
    this.settings = options.settings;
    this.broker = options.broker ?? new MemoryBroker(options.clock);
    this.log = options.log ?? silentLog;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MESSAGE_SIZE_LIMIT });
    const context: CommandsHub = {
      settings: this.settings,
      broker: this.broker,
      log: this.log,
      clock: options.clock ?? Date.now,
      disconnect: (session, disconnect) => this.disconnect(session, disconnect),
      publish: (channel, data, info) => this.publish(channel, data, info),
    };
    this.fanOut = new FanOut(context, (session, sub) => this.subscriptions.remove(session, sub));
    this.subscriptions = new Subscriptions(context, this.fanOut);
    this.commands = new Commands(context, new SessionAuth(context), this.subscriptions);
    this.broker.onPublication((channel, publication, epoch) =>
      this.fanOut.deliver(channel, publication, epoch),
    );
  }

  /** Subscriptions visited per turn of the event loop in a sweep (tests lower it). */
  get sweepSlice(): number {
    return this.fanOut.sweepSlice;
  }

  set sweepSlice(slice: number) {
    this.fanOut.sweepSlice = slice;
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
        // Another upgrade handler may own the path; answer only when there is none.
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
        session.chain = session.chain.then(() => this.commands.handle(session, command));
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
    for (const sub of [...session.subs.values()]) this.subscriptions.remove(session, sub);
  }
}

function reject(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
