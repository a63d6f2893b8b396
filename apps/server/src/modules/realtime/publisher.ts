import type { TRealtimeEvent } from '@sportsbook/contract';
import type { Hub } from './hub';
import type { StreamPosition } from './protocol';

/**
 * How the backend publishes real-time events. Implementations: the hub of this process (with a
 * memory or Redis broker), or a real Centrifugo through its server HTTP API.
 */
export interface Publisher {
  publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition>;
  close(): Promise<void>;
}

/** Publishes through a hub of this process (which shares through Redis when its broker does). */
export class HubPublisher implements Publisher {
  constructor(private readonly hub: Hub) {}

  publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition> {
    return this.hub.publish(channel, event);
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

/** Publishes to a Centrifugo (v5/v6) with its server HTTP API: `POST {url}/api/publish`. */
export class CentrifugoPublisher implements Publisher {
  private readonly endpoint: string;

  constructor(
    url: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.endpoint = `${url.replace(/\/+$/, '')}/api/publish`;
  }

  async publish(channel: string, event: TRealtimeEvent): Promise<StreamPosition> {
    const response = await this.fetchImpl(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey },
      body: JSON.stringify({ channel, data: event }),
    });
    if (!response.ok)
      throw new CentrifugoError(response.status, `Centrifugo answered HTTP ${response.status}`);
    const body = (await response.json()) as {
      error?: { code: number; message: string };
      result?: { offset?: number; epoch?: string };
    };
    if (body.error) throw new CentrifugoError(body.error.code, body.error.message);
    return { offset: body.result?.offset ?? 0, epoch: body.result?.epoch ?? '' };
  }

  async close(): Promise<void> {}
}
