import type { TErrorReply } from '@sportsbook/contract';
import { type RuntimeConfig, serverApiUrl } from '../config/runtime';

let browserConfig: RuntimeConfig | null = null;

/** Called once by the root provider with the configuration the server rendered into the page. */
export function configureBrowserApi(config: RuntimeConfig): void {
  browserConfig = config;
}

/** The browser's real-time endpoint when configured apart from the API (SPORTSBOOK_REALTIME_URL). */
export function configuredRealtimeUrl(): string | null {
  return browserConfig?.realtimeUrl ?? null;
}

/** Base URL of the API as this side (server or browser) reaches it. */
export function apiBaseUrl(): string {
  if (typeof window === 'undefined') return serverApiUrl();
  if (browserConfig?.publicApiUrl) return browserConfig.publicApiUrl;
  return `${window.location.protocol}//${window.location.hostname}:${browserConfig?.apiPort ?? 4000}`;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TErrorReply | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/** SPEC §7: the sportsbook API gets Accept-Language from the locale (br → pt-BR) and credentials. */
export async function apiFetch<T>(
  path: string,
  options: {
    locale?: string;
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** Extra request headers, e.g. `idempotency-key` on placement. */
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.locale) headers['accept-language'] = options.locale === 'br' ? 'pt-BR' : options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const reply = await fetch(`${apiBaseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    cache: 'no-store',
    signal: options.signal,
  });
  if (!reply.ok) {
    const body = (await reply.json().catch(() => null)) as TErrorReply | null;
    throw new ApiError(reply.status, body);
  }
  return (await reply.json()) as T;
}

/** Query string from a params object: arrays become comma lists, empty values are dropped (SPEC §2). */
export function toQuery(
  params: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
    } else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
