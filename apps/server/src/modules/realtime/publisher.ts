import type { TRealtimeEvent } from '@sportsbook/contract';
import type { Hub } from './hub';
import type { StreamPosition } from './protocol';

/**
 * How the backend publishes real-time events. Implementations: the hub of this process (with a
 * memory or Redis broker), or a real Centrifugo through its server HTTP API.
 */
export interface Publisher {
  publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition>;
  /**
   * One event into several channels (a player's channel of every language, say): each channel's
   * position, in the order given. Fails when any channel's publication failed; the others stand.
   */
  broadcast(channels: readonly string[], event: TRealtimeEvent): Promise<StreamPosition[]>;
  close(): Promise<void>;
}

/** Publishes through a hub of this process (which shares through Redis when its broker does). */
export class HubPublisher implements Publisher {
  constructor(private readonly hub: Hub) {}

  publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition> {
    return this.hub.publish(channel, event);
  }

  broadcast(channels: readonly string[], event: TRealtimeEvent): Promise<StreamPosition[]> {
    return Promise.all(channels.map((channel) => this.publish(channel, event)));
  }

  close(): Promise<void> {
    return this.hub.close();
  }
}

export class CentrifugoError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Publishes to a Centrifugo (v5/v6) with its server HTTP API: `POST {url}/api/publish`, and
 * `POST {url}/api/broadcast` for one event into several channels in one request.
 */
export class CentrifugoPublisher implements Publisher {
  private readonly url: string;

  constructor(
    url: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.url = url.replace(/\/+$/, '');
  }

  async publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition> {
    return positionOf(await this.call<CentrifugoPublishResult>('publish', { channel, data: event }));
  }

  async broadcast(channels: readonly string[], event: TRealtimeEvent): Promise<StreamPosition[]> {
    if (channels.length === 0) return [];
    const { responses = [] } = await this.call<{ responses?: CentrifugoReply<CentrifugoPublishResult>[] }>(
      'broadcast',
      { channels, data: event },
    );
    if (responses.length !== channels.length)
      throw new CentrifugoError(0, `Centrifugo answered ${responses.length} of ${channels.length} channels`);
    return responses.map((response) => positionOf(resultOf(response)));
  }

  /** One server API method: its result, or a CentrifugoError for an HTTP or an API error. */
  private async call<T>(method: string, body: object): Promise<T> {
    const response = await this.fetchImpl(`${this.url}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new CentrifugoError(response.status, `Centrifugo answered HTTP ${response.status}`);
    return resultOf((await response.json()) as CentrifugoReply<T>);
  }

  async close(): Promise<void> {}
}

/** A reply of Centrifugo's server API, and each channel's answer inside a broadcast's. */
interface CentrifugoReply<T> {
  error?: { code: number; message: string };
  result?: T;
}

interface CentrifugoPublishResult {
  offset?: number;
  epoch?: string;
}

function resultOf<T>(reply: CentrifugoReply<T>): T {
  if (reply.error) throw new CentrifugoError(reply.error.code, reply.error.message);
  return reply.result ?? ({} as T);
}

const positionOf = (result: CentrifugoPublishResult): StreamPosition => ({
  offset: result.offset ?? 0,
  epoch: result.epoch ?? '',
});
