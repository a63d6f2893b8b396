import { randomBytes } from 'node:crypto';
import type { ClientInfo, Publication, StreamPosition } from './protocol';

export interface StreamOptions {
  /** Publications kept per channel; 0 keeps none (no offsets, no recovery). */
  historySize: number;
  /** How long the publications live after the channel's last publication. */
  historyTtlMs: number;
  /** How long the stream's position (offset and epoch) lives after the last publication. */
  metaTtlMs: number;
}

export interface HistoryQuery {
  /** Publications after this position; an epoch other than the stream's fails with 112. */
  since?: StreamPosition;
  /** At most this many publications; 0 reads the position only. */
  limit: number;
  reverse?: boolean;
  metaTtlMs: number;
}

export interface HistoryResult {
  publications: Publication[];
  offset: number;
  epoch: string;
}

/** A publication as the broker delivers it to every hub: with its position when it has one. */
export type PublicationHandler = (channel: string, publication: Publication, epoch: string) => void;

/**
 * Where publications, history and presence live. The in-memory broker serves one process; the
 * Redis broker lets several processes share them (a publication on one reaches clients of all).
 */
export interface Broker {
  /** Stores (when the channel keeps history) and delivers a publication to every hub. */
  publish(channel: string, publication: Publication, options: StreamOptions): Promise<StreamPosition>;
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  /** Called for every publication of every channel, in publication order per channel. */
  onPublication(handler: PublicationHandler): void;
  addPresence(channel: string, info: ClientInfo): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  presence(channel: string): Promise<Record<string, ClientInfo>>;
  close(): Promise<void>;
}

/** The stream position an epoch check failed on (SPEC: error 112 'unrecoverable position'). */
export class UnrecoverablePositionError extends Error {}

export const newEpoch = () => randomBytes(6).toString('base64url');

interface Stream {
  epoch: string;
  top: number;
  entries: Publication[];
  /** When the publications (not the position) expire. */
  entriesExpireAt: number;
  metaExpireAt: number;
}

/** Selects the publications of a stream that a history query asks for. */
export function selectHistory(
  entries: Publication[],
  top: number,
  epoch: string,
  query: HistoryQuery,
): HistoryResult {
  if (query.since && query.since.epoch !== '' && query.since.epoch !== epoch) {
    throw new UnrecoverablePositionError(`epoch ${query.since.epoch} is not ${epoch}`);
  }
  let selected = query.since ? entries.filter((p) => (p.offset ?? 0) > (query.since?.offset ?? 0)) : entries;
  if (query.limit <= 0) selected = [];
  else if (query.reverse) selected = selected.slice(-query.limit).reverse();
  else selected = selected.slice(0, query.limit);
  return { publications: selected, offset: top, epoch };
}

/** One process's channels, history and presence, in memory. */
export class MemoryBroker implements Broker {
  private readonly streams = new Map<string, Stream>();
  private readonly presenceByChannel = new Map<string, Map<string, ClientInfo>>();
  private readonly handlers: PublicationHandler[] = [];
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: () => number = Date.now) {
    // Streams of channels nobody publishes to any more (finished matches) are dropped
    // once their position expires, so memory follows the live catalogue, not its history.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private stream(channel: string, metaTtlMs: number): Stream {
    const now = this.clock();
    let stream = this.streams.get(channel);
    if (stream && stream.metaExpireAt <= now) stream = undefined;
    if (!stream) {
      stream = { epoch: newEpoch(), top: 0, entries: [], entriesExpireAt: 0, metaExpireAt: now + metaTtlMs };
      this.streams.set(channel, stream);
    }
    if (stream.entriesExpireAt <= now) stream.entries = [];
    return stream;
  }

  async publish(channel: string, publication: Publication, options: StreamOptions): Promise<StreamPosition> {
    let position: StreamPosition = { offset: 0, epoch: '' };
    let delivered = publication;
    if (options.historySize > 0 && options.historyTtlMs > 0) {
      const now = this.clock();
      const stream = this.stream(channel, options.metaTtlMs);
      stream.top += 1;
      delivered = { ...publication, offset: stream.top };
      stream.entries.push(delivered);
      if (stream.entries.length > options.historySize) {
        stream.entries.splice(0, stream.entries.length - options.historySize);
      }
      stream.entriesExpireAt = now + options.historyTtlMs;
      stream.metaExpireAt = now + options.metaTtlMs;
      position = { offset: stream.top, epoch: stream.epoch };
    }
    for (const handler of this.handlers) handler(channel, delivered, position.epoch);
    return position;
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const stream = this.stream(channel, query.metaTtlMs);
    return selectHistory(stream.entries, stream.top, stream.epoch, query);
  }

  onPublication(handler: PublicationHandler): void {
    this.handlers.push(handler);
  }

  async addPresence(channel: string, info: ClientInfo): Promise<void> {
    let clients = this.presenceByChannel.get(channel);
    if (!clients) {
      clients = new Map();
      this.presenceByChannel.set(channel, clients);
    }
    clients.set(info.client, info);
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    const clients = this.presenceByChannel.get(channel);
    if (!clients) return;
    clients.delete(clientId);
    if (clients.size === 0) this.presenceByChannel.delete(channel);
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    return Object.fromEntries(this.presenceByChannel.get(channel) ?? []);
  }

  private sweep(): void {
    const now = this.clock();
    for (const [channel, stream] of this.streams) {
      if (stream.metaExpireAt <= now) this.streams.delete(channel);
      else if (stream.entriesExpireAt <= now) stream.entries = [];
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}
