'use client';

import { Centrifuge } from 'centrifuge';
import { apiBaseUrl, apiFetch } from '../api/client';

let client: Centrifuge | null = null;

/** The WebSocket endpoint of the API (or the operator's Centrifugo) for this page. */
function endpoint(): string {
  const base = new URL(apiBaseUrl());
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/connection/websocket';
  return base.toString();
}

/**
 * One Centrifuge connection per tab (DESIGN 'Live data'). centrifuge-js does reconnects, backoff,
 * recovery and pings; it is only configured here with SPEC §9's real-time constants.
 */
export function realtimeClient(): Centrifuge {
  if (client) return client;
  client = new Centrifuge(endpoint(), {
    getToken: async () =>
      (await apiFetch<{ token: string }>('/api/sportsbook/websocket/token', { method: 'POST', body: {} }))
        .token,
    timeout: 5000,
    minReconnectDelay: 500,
    maxReconnectDelay: 20_000,
    maxServerPingDelay: 10_000,
  });
  client.connect();
  return client;
}

/** Drops the connection and makes the next `realtimeClient()` connect afresh (login status changes). */
export function resetRealtimeClient(): void {
  client?.disconnect();
  client = null;
}
