import { ErrorCode, PlatformErrorKey } from '@sportsbook/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { parseCookies, serializeCookie } from './cookies';

/** Name of the session cookie (httpOnly, SameSite=Lax, Secure under https). */
export const SESSION_COOKIE = 'sb_session';

export interface SessionCredential {
  token: string;
  via: 'bearer' | 'cookie';
}

/** `Authorization: Bearer <token>` (embedded mode) wins over the cookie. */
export function sessionCredential(request: FastifyRequest): SessionCredential | null {
  const auth = request.headers.authorization;
  if (auth) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(auth);
    if (match?.[1]) return { token: match[1], via: 'bearer' };
  }
  const cookie = parseCookies(request.headers.cookie).get(SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/** Secure when the request came over https (directly, or as a TLS-terminating proxy says). */
export function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  // Trusting the header here can only make the cookie stricter, never weaker.
  return request.protocol === 'https' || proto === 'https';
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, token, { maxAge: maxAgeMs / 1000, secure: isHttps(request) }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { maxAge: 0, secure: isHttps(request) }));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the request was addressed to (a form on a page the API itself serves posts from it). */
function ownOrigin(request: FastifyRequest): string {
  return `${isHttps(request) ? 'https' : 'http'}://${request.host}`;
}

/**
 * CSRF defence of state-changing requests: an Origin header must be an allowed origin (or the API's
 * own). A request without Origin is allowed: browsers send Origin on every cross-origin POST/PUT/
 * PATCH/DELETE (and on same-origin ones), so a request without one comes from a non-browser client
 * (server-side rendering, scripts, the host platform), which carries no ambient cookies to abuse —
 * unless Fetch Metadata says it is cross-site. `Origin: null` (sandboxed frames, privacy redirects)
 * is refused.
 */
export function originGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  return async (request: FastifyRequest): Promise<void> => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const refuse = () =>
      new AppError(403, ErrorCode.forbidden, PlatformErrorKey.forbiddenOrigin, [
        { path: 'headers.origin', message: PlatformErrorKey.forbiddenOrigin },
      ]);
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw refuse();
      return;
    }
    const normalized = origin.toLowerCase();
    if (allowed.has(normalized) || normalized === ownOrigin(request).toLowerCase()) return;
    throw refuse();
  };
}

/** The edge's geolocation of the client (e.g. a CDN's country header), when present. */
export function geoCountry(request: FastifyRequest): string | undefined {
  const value = request.headers['x-country-code'];
  const code = Array.isArray(value) ? value[0] : value;
  return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : undefined;
}
