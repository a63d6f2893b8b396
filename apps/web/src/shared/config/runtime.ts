/** What the browser needs to know about this deployment, decided when the server starts (not at build). */
export interface RuntimeConfig {
  /** Base URL of the API as the browser reaches it; null → same host as the page, on `apiPort`. */
  publicApiUrl: string | null;
  apiPort: number;
  /** WebSocket URL of the real-time server when it is not the API's own hub (an operator's Centrifugo). */
  realtimeUrl: string | null;
  localePrefix: 'always' | 'as-needed';
  defaultLocale: string;
}

/** Server side: the API's address for server-to-server calls. */
export function serverApiUrl(): string {
  const explicit = process.env.SPORTSBOOK_API_URL;
  if (explicit) return explicit.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;
}

export function runtimeConfig(): RuntimeConfig {
  return {
    publicApiUrl: process.env.SPORTSBOOK_PUBLIC_API_URL?.replace(/\/$/, '') ?? null,
    apiPort: Number(process.env.API_PORT ?? 4000),
    realtimeUrl: process.env.SPORTSBOOK_REALTIME_URL ?? null,
    localePrefix: process.env.LOCALE_PREFIX === 'as-needed' ? 'as-needed' : 'always',
    defaultLocale: 'en',
  };
}
