import { localePath } from '../paths';

/** What the browser needs to know about this deployment, decided when the server starts (not at build). */
export interface RuntimeConfig {
  /** Base URL of the API as the browser reaches it; null → same host as the page, on `apiPort`. */
  publicApiUrl: string | null;
  apiPort: number;
  /** WebSocket URL of the real-time server when it is not the API's own hub (an operator's Centrifugo). */
  realtimeUrl: string | null;
  localePrefix: 'always' | 'as-needed';
  defaultLocale: string;
  /** Share of page loads (0–1) that report real-user metrics (RUM_SAMPLE_RATE). */
  rumSampleRate: number;
}

const DEFAULT_RUM_SAMPLE_RATE = 0.1;

/** RUM_SAMPLE_RATE as a share between 0 and 1; unset or not a number, the default. */
export function rumSampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : DEFAULT_RUM_SAMPLE_RATE;
}

/** Server side: the API's address for server-to-server calls. */
export function serverApiUrl(): string {
  const explicit = process.env.SPORTSBOOK_API_URL;
  if (explicit) return explicit.replace(/\/$/, '');
  return `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;
}

/** Server side: the locale's hrefs as this deployment's locale prefix mode says (useHref's twin). */
export function hrefFor(locale: string): (path: string) => string {
  const { localePrefix, defaultLocale } = runtimeConfig();
  return (path) => localePath(locale, path, localePrefix, defaultLocale);
}

export function runtimeConfig(): RuntimeConfig {
  return {
    publicApiUrl: process.env.SPORTSBOOK_PUBLIC_API_URL?.replace(/\/$/, '') ?? null,
    apiPort: Number(process.env.API_PORT ?? 4000),
    realtimeUrl: process.env.SPORTSBOOK_REALTIME_URL ?? null,
    localePrefix: process.env.LOCALE_PREFIX === 'as-needed' ? 'as-needed' : 'always',
    defaultLocale: 'en',
    rumSampleRate: rumSampleRate(process.env.RUM_SAMPLE_RATE),
  };
}
