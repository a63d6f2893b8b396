import { Redis } from 'ioredis';
import {
  type Broker,
  type HistoryQuery,
  type HistoryResult,
  newEpoch,
  type PublicationHandler,
  type StreamOptions,
  selectHistory,
  UnrecoverablePositionError,
} from './broker';
import type { ClientInfo, Publication, StreamPosition } from './protocol';

/**
 * Publications, history and presence shared by several hub processes through Redis.
 *
 * - A channel's stream is a Redis stream (`…:stream:{channel}`) capped at the history size, and
 *   its position a hash (`…:meta:{channel}`: top offset `s`, epoch `e`). One Lua script bumps the
 *   offset, appends and publishes, so offsets are gap-free and delivered in order.
 * - Every publication goes out on one pub/sub channel; each process keeps what its clients
 *   subscribe to. Simpler than one Redis subscription per channel and free of the race
 *   between subscribing in Redis and reading the stream; every node sees every publication.
 * - Presence is a hash per channel with a sorted set of expiry times, refreshed by each process
 *   for its own clients, so a crashed process's clients disappear after PRESENCE_TTL_MS.
 */
const PUBLISH_SCRIPT = `
local meta, stream = KEYS[1], KEYS[2]
local payload, size, ttl, metaTtl, candidate, pubsub, channel = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5], ARGV[6], ARGV[7]
if size <= 0 then
  redis.call('publish', pubsub, cjson.encode({c = channel, o = 0, e = '', p = payload}))
  return {0, ''}
end
local epoch = redis.call('hget', meta, 'e')
if not epoch then
  epoch = candidate
  redis.call('hset', meta, 'e', epoch)
  redis.call('del', stream)
end
local offset = redis.call('hincrby', meta, 's', 1)
redis.call('xadd', stream, 'MAXLEN', size, offset .. '-1', 'p', payload)
redis.call('pexpire', stream, ttl)
redis.call('pexpire', meta, metaTtl)
redis.call('publish', pubsub, cjson.encode({c = channel, o = offset, e = epoch, p = payload}))
return {offset, epoch}
`;

const READ_SCRIPT = `
local meta, stream = KEYS[1], KEYS[2]
local candidate, metaTtl, from, count = ARGV[1], tonumber(ARGV[2]), ARGV[3], tonumber(ARGV[4])
local epoch = redis.call('hget', meta, 'e')
if not epoch then
  epoch = candidate
  redis.call('hset', meta, 'e', epoch, 's', 0)
  redis.call('del', stream)
end
redis.call('pexpire', meta, metaTtl)
local top = tonumber(redis.call('hget', meta, 's') or '0')
local entries = {}
if count > 0 then
  entries = redis.call('xrange', stream, from, '+', 'COUNT', count)
end
return {top, epoch, entries}
`;

const PRESENCE_TTL_MS = 60_000;
const PRESENCE_REFRESH_MS = 25_000;

interface RedisBrokerCommands {
  sbPublish(
    meta: string,
    stream: string,
    payload: string,
    size: number,
    ttl: number,
    metaTtl: number,
    candidate: string,
    pubsub: string,
    channel: string,
  ): Promise<[number, string]>;
  sbRead(
    meta: string,
    stream: string,
    candidate: string,
    metaTtl: number,
    from: string,
    count: number,
  ): Promise<[number, string, [string, string[]][]]>;
}

export interface RedisBrokerOptions {
  url: string;
  /** Key prefix, so several deployments (or tests) share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
}

export class RedisBroker implements Broker {
  private readonly redis: Redis & RedisBrokerCommands;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly pubsubChannel: string;
  private readonly handlers: PublicationHandler[] = [];
  private readonly ready: Promise<unknown>;
  /** Presence entries of this process's clients, refreshed until removed. */
  private readonly ownPresence = new Map<string, Map<string, ClientInfo>>();
  private readonly refresher: NodeJS.Timeout;

  constructor(options: RedisBrokerOptions) {
    this.prefix = options.prefix ?? 'sportsbook:rt';
    this.pubsubChannel = `${this.prefix}:pubs`;
    this.redis = new Redis(options.url, { lazyConnect: false }) as Redis & RedisBrokerCommands;
    this.redis.defineCommand('sbPublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
    this.redis.defineCommand('sbRead', { numberOfKeys: 2, lua: READ_SCRIPT });
    this.subscriber = new Redis(options.url);
    const onError = options.onError ?? (() => {});
    this.redis.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    this.ready = this.subscriber.subscribe(this.pubsubChannel);
    this.refresher = setInterval(() => void this.refreshPresence(), PRESENCE_REFRESH_MS);
    this.refresher.unref();
  }

  /** Resolves once this process receives publications (its pub/sub subscription is active). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  private key(kind: 'meta' | 'stream' | 'presence' | 'presence-exp', channel: string) {
    return `${this.prefix}:${kind}:{${channel}}`;
  }

  private receive(message: string): void {
    let parsed: { c: string; o: number; e: string; p: string };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const publication = JSON.parse(parsed.p) as Publication;
    if (parsed.o > 0) publication.offset = parsed.o;
    for (const handler of this.handlers) handler(parsed.c, publication, parsed.e);
  }

  async publish(channel: string, publication: Publication, options: StreamOptions): Promise<StreamPosition> {
    await this.ready;
    const keep = options.historySize > 0 && options.historyTtlMs > 0;
    const [offset, epoch] = await this.redis.sbPublish(
      this.key('meta', channel),
      this.key('stream', channel),
      JSON.stringify(publication),
      keep ? options.historySize : 0,
      Math.max(1, options.historyTtlMs),
      Math.max(1, options.metaTtlMs),
      newEpoch(),
      this.pubsubChannel,
      channel,
    );
    return { offset: Number(offset), epoch };
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    await this.ready;
    const from = query.since ? `${query.since.offset + 1}-0` : '-';
    // A reverse read takes the newest entries, so it reads the whole (capped) stream.
    const count = query.limit <= 0 ? 0 : query.reverse ? 1_000_000 : query.limit;
    const [top, epoch, entries] = await this.redis.sbRead(
      this.key('meta', channel),
      this.key('stream', channel),
      newEpoch(),
      Math.max(1, query.metaTtlMs),
      from,
      count,
    );
    const publications = entries.map(([id, fields]) => {
      const publication = JSON.parse(fields[1] ?? '{}') as Publication;
      publication.offset = Number(id.split('-')[0]);
      return publication;
    });
    if (query.since && query.since.epoch !== '' && query.since.epoch !== epoch) {
      throw new UnrecoverablePositionError(`epoch ${query.since.epoch} is not ${epoch}`);
    }
    return selectHistory(publications, Number(top), epoch, { ...query, since: undefined });
  }

  onPublication(handler: PublicationHandler): void {
    this.handlers.push(handler);
  }

  async addPresence(channel: string, info: ClientInfo): Promise<void> {
    let own = this.ownPresence.get(channel);
    if (!own) {
      own = new Map();
      this.ownPresence.set(channel, own);
    }
    own.set(info.client, info);
    await this.writePresence(channel, [info]);
  }

  private async writePresence(channel: string, infos: ClientInfo[]): Promise<void> {
    const expireAt = Date.now() + PRESENCE_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const info of infos) {
      pipeline.hset(this.key('presence', channel), info.client, JSON.stringify(info));
      pipeline.zadd(this.key('presence-exp', channel), expireAt, info.client);
    }
    pipeline.pexpire(this.key('presence', channel), PRESENCE_TTL_MS);
    pipeline.pexpire(this.key('presence-exp', channel), PRESENCE_TTL_MS);
    await pipeline.exec();
  }

  private async refreshPresence(): Promise<void> {
    for (const [channel, own] of this.ownPresence) {
      await this.writePresence(channel, [...own.values()]).catch(() => {});
    }
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    const own = this.ownPresence.get(channel);
    own?.delete(clientId);
    if (own?.size === 0) this.ownPresence.delete(channel);
    await this.redis
      .pipeline()
      .hdel(this.key('presence', channel), clientId)
      .zrem(this.key('presence-exp', channel), clientId)
      .exec();
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    const expired = await this.redis.zrangebyscore(this.key('presence-exp', channel), '-inf', Date.now());
    if (expired.length > 0) {
      await this.redis
        .pipeline()
        .hdel(this.key('presence', channel), ...expired)
        .zrem(this.key('presence-exp', channel), ...expired)
        .exec();
    }
    const all = await this.redis.hgetall(this.key('presence', channel));
    return Object.fromEntries(
      Object.entries(all).map(([client, info]) => [client, JSON.parse(info) as ClientInfo]),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.refresher);
    this.subscriber.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
