import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { WEBSOCKET_PATH } from './hub';
import type { Realtime, RealtimeConfig } from './index';
import { buildRealtimeServer } from './server';

export interface TestHub {
  app: FastifyInstance;
  realtime: Realtime;
  url: string;
  httpUrl: string;
  close(): Promise<void>;
}

/** A hub process of its own on 127.0.0.1 and a free port. */
export async function aHub(config: RealtimeConfig = {}): Promise<TestHub> {
  const { app, realtime } = await buildRealtimeServer({ realtime: config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    app,
    realtime,
    url: `ws://127.0.0.1:${address.port}${WEBSOCKET_PATH}`,
    httpUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}

/** A Centrifugo JSON configuration file in a fresh temporary directory. */
export function aConfigFile(config: object): string {
  const path = join(mkdtempSync(join(tmpdir(), 'sportsbook-rt-')), 'config.json');
  writeFileSync(path, JSON.stringify(config));
  return path;
}

/**
 * A raw protocol client: sends commands, waits for replies by id and collects pushes, for the
 * protocol details centrifuge-js hides (several commands per frame, pings, rpc, send, refresh).
 */
export class RawClient {
  readonly replies = new Map<number, Record<string, unknown>>();
  readonly pushes: Record<string, unknown>[] = [];
  pings = 0;
  isClosed = false;
  frames = 0;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames++;
      for (const line of data.toString().split('\n')) {
        if (line.trim() === '') continue;
        const message = JSON.parse(line) as Record<string, unknown>;
        if (typeof message.id === 'number' && message.id > 0) this.replies.set(message.id, message);
        else if (message.push) this.pushes.push(message.push as Record<string, unknown>);
        else this.pings++;
      }
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    this.closed = once(socket, 'close').then(([code, reason]) => {
      this.isClosed = true;
      for (const waiter of this.waiters.splice(0)) waiter();
      return { code: code as number, reason: String(reason) };
    });
  }

  static async open(url: string, headers?: Record<string, string>): Promise<RawClient> {
    const socket = new WebSocket(url, { headers });
    const client = new RawClient(socket);
    await once(socket, 'open');
    return client;
  }

  send(...commands: object[]): void {
    this.socket.send(commands.map((command) => JSON.stringify(command)).join('\n'));
  }

  /** Resolves when `ready()` holds, re-checked after every frame. */
  async until<T>(ready: () => T | undefined | false): Promise<T> {
    for (;;) {
      const value = ready();
      if (value) return value;
      if (this.isClosed) throw new Error('the connection closed while waiting');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  reply(id: number): Promise<Record<string, unknown>> {
    return this.until(() => this.replies.get(id));
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * The next event of a centrifuge-js client or subscription. Not events.once, which rejects
 * on an 'error' event and does not accept centrifuge-js's typed emitter.
 */
export function nextEvent<T = unknown>(emitter: object, event: string): Promise<T> {
  return new Promise<T>((resolve) =>
    (emitter as { once(name: string, listener: (value: T) => void): void }).once(event, resolve),
  );
}
