'use client';

import type { Centrifuge } from 'centrifuge';
import { api, apiBaseUrl, configuredRealtimeUrl } from '../api/client';
import { reportError } from '../reporting/report';

let client: Promise<Centrifuge> | null = null;

/** The WebSocket endpoint of the API (or the operator's Centrifugo) for this page. */
function endpoint(): string {
  const configured = configuredRealtimeUrl();
  if (configured) return configured;
  const base = new URL(apiBaseUrl());
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = '/connection/websocket';
  return base.toString();
}

/**
 * One Centrifuge connection per tab (DESIGN 'Live data'). centrifuge-js does reconnects, backoff,
 * recovery and pings; it is only configured here with SPEC §9's real-time constants. The library is
 * loaded, and the connection opened, once the page has loaded and the browser is idle: neither is
 * needed for the first paint, and both would otherwise compete with hydration (issue 3).
 */
export function realtimeClient(): Promise<Centrifuge> {
  client ??= afterLoad().then(async () => {
    const { Centrifuge } = await import('centrifuge');
    const centrifuge = new Centrifuge(endpoint(), {
      getToken: async () => (await api('POST /api/sportsbook/websocket/token')).token,
      timeout: 5000,
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
      maxServerPingDelay: 10_000,
    });
    reportInitialFailure(centrifuge);
    centrifuge.connect();
    return centrifuge;
  });
  return client;
}

/**
 * SPEC §8: an initial real-time connection failure is reported, once; later drops are the
 * library's to retry and are not.
 */
export function reportInitialFailure(centrifuge: Pick<Centrifuge, 'on' | 'once'>): void {
  let settled = false;
  centrifuge.once('connected', () => {
    settled = true;
  });
  centrifuge.on('error', (context) => {
    if (settled) return;
    settled = true;
    reportError(new Error(`Real-time connection failed (${context.type})`), {
      tags: { realtime: context.type },
      extra: { code: context.error.code, message: context.error.message, transport: context.transport },
    });
  });
}

/** Resolves after the `load` event, in the browser's next idle period (at most a second later). */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * Reconnects with a fresh connection token (login status changes, SPEC §4): the token names the
 * player. The same client is kept, so every subscription (lists, match pages) carries over.
 */
export function resetRealtimeClient(): void {
  void client?.then((centrifuge) => {
    centrifuge.disconnect();
    centrifuge.setToken('');
    centrifuge.connect();
  });
}
