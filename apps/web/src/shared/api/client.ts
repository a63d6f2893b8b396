import type { TErrorReply } from '@sportsbook/contract';
import type { RouteKey, RouteReply, RouteRequest } from '@sportsbook/contract/routes';
import { type RuntimeConfig, serverApiUrl } from '../config/runtime';

let browserConfig: RuntimeConfig | null = null;

/** Called once by the root provider with the configuration the server rendered into the page. */
export function configureBrowserApi(config: RuntimeConfig): void {
  browserConfig = config;
}

/**
 * Inside a host page's frame the browser blocks the API's cookie (a third-party cookie), so the
 * session travels as `Authorization: Bearer` (issue 25): the host hands the token over, or the
 * frame's own sign-in asks for one. While a token is set no cookie is sent.
 */
let bearer: { token: string | null } | null = null;

/** Turns bearer sessions on (the page is framed by an allowed host) with a token or none yet. */
export function setBearerToken(token: string | null): void {
  bearer = { token };
}

/** Null when the page uses the cookie; else the bearer session's token (null: signed out). */
export function bearerSession(): { token: string | null } | null {
  return bearer;
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

/** What an error report says of the call that failed (SPEC §8: response URL and request body). */
export interface ApiRequest {
  method: string;
  url: string;
  body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string | undefined;
  readonly method: string | undefined;
  readonly requestBody: unknown;

  constructor(
    readonly status: number,
    readonly body: TErrorReply | null,
    request?: ApiRequest,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.url = request?.url;
    this.method = request?.method;
    this.requestBody = request?.body;
  }
}

export type ApiCallOptions<R extends RouteKey> = RouteRequest<R> & {
  locale?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `idempotency-key` on placement. */
  headers?: Record<string, string>;
};

type ApiCallArgs<R extends RouteKey> =
  object extends ApiCallOptions<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

/** The path of a call: the route's `:name` placeholders filled in (encoded) and the query appended. */
export function routePath(route: RouteKey, params?: Record<string, string | number>, query?: object): string {
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return query ? `${path}${toQuery(query as QueryParams)}` : path;
}

/**
 * SPEC §7: the sportsbook API gets Accept-Language from the locale (br → pt-BR) and credentials.
 * Calls name a route of the contract's table, whose types give the request and the reply: a route
 * the server changes breaks the web's typecheck instead of a cast hiding it.
 */
export async function api<R extends RouteKey>(
  route: R,
  ...[options]: ApiCallArgs<R>
): Promise<RouteReply<R>> {
  const call = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  } & ApiCallOptions<R>;
  const method = route.slice(0, route.indexOf(' '));
  // Every POST and PUT carries a JSON body, `{}` for routes that read none, as the web always sent.
  const body = method === 'GET' ? undefined : (call.body ?? {});
  const headers: Record<string, string> = { ...call.headers, accept: 'application/json' };
  if (call.locale) headers['accept-language'] = call.locale === 'br' ? 'pt-BR' : call.locale;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = typeof window === 'undefined' ? null : bearer?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const url = `${apiBaseUrl()}${routePath(route, call.params, call.query)}`;
  const request = () =>
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: bearer ? 'omit' : 'include',
      cache: 'no-store',
      signal: call.signal,
    });
  const reply = await request().catch((error: unknown) => {
    // A pooled connection the other side closed as the request went out: a browser retries an
    // idempotent request on a fresh one by itself, Node's fetch does not, so the server does it once.
    if (typeof window === 'undefined' && method === 'GET' && isClosedSocket(error)) return request();
    throw error;
  });
  if (!reply.ok) {
    const error = (await reply.json().catch(() => null)) as TErrorReply | null;
    throw new ApiError(reply.status, error, { method, url: reply.url || url, body });
  }
  // The server checks every reply against the same schema (contract routes test): no second parse.
  return (await reply.json()) as RouteReply<R>;
}

/** Node's fetch failing because the peer closed the connection (undici's socket error, a reset). */
function isClosedSocket(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

type QueryParams = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined | null
>;

/** Query string from a params object: arrays become comma lists, empty values are dropped (SPEC §2). */
export function toQuery(params: QueryParams): string {
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
