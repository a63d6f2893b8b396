import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Connection and subscription tokens as Centrifugo reads them: JWTs signed with HS256 by the
 * backend. A connection token's `sub` is the user id (empty: anonymous); a subscription token also
 * names its `channel`. `exp` (seconds) is optional; `info` goes to the client info others see.
 */
export interface ConnectionClaims {
  sub: string;
  /** Expiry, Unix seconds; 0 when the token does not expire. */
  exp: number;
  info?: unknown;
}

export interface SubscriptionClaims extends ConnectionClaims {
  channel: string;
  /** When set, only this client id may use the token. */
  client?: string;
}

export class TokenExpiredError extends Error {}
export class InvalidTokenError extends Error {}

const ALGORITHM = 'HS256';
const key = (secret: string) => new TextEncoder().encode(secret);

async function verify(secret: string, token: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM] });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenExpiredError('token expired');
    throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
  }
}

export async function verifyConnectionToken(secret: string, token: string): Promise<ConnectionClaims> {
  const payload = await verify(secret, token);
  if (payload.sub !== undefined && typeof payload.sub !== 'string') throw new InvalidTokenError('bad sub');
  return {
    sub: payload.sub ?? '',
    exp: typeof payload.exp === 'number' ? payload.exp : 0,
    info: payload.info,
  };
}

export async function verifySubscriptionToken(secret: string, token: string): Promise<SubscriptionClaims> {
  const payload = await verify(secret, token);
  if (typeof payload.channel !== 'string' || payload.channel === '') {
    throw new InvalidTokenError('a subscription token names its channel');
  }
  if (payload.sub !== undefined && typeof payload.sub !== 'string') throw new InvalidTokenError('bad sub');
  return {
    sub: payload.sub ?? '',
    exp: typeof payload.exp === 'number' ? payload.exp : 0,
    info: payload.info,
    channel: payload.channel,
    client: typeof payload.client === 'string' && payload.client !== '' ? payload.client : undefined,
  };
}

export interface SignOptions {
  sub: string;
  /** Seconds from `nowMs` until the token expires. */
  ttlSeconds: number;
  nowMs: number;
  channel?: string;
  info?: unknown;
}

/** Signs a connection token (no `channel`) or a subscription token (with `channel`). */
export function signToken(secret: string, options: SignOptions): Promise<string> {
  const iat = Math.floor(options.nowMs / 1000);
  const claims: Record<string, unknown> = {};
  if (options.channel !== undefined) claims.channel = options.channel;
  if (options.info !== undefined) claims.info = options.info;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(options.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.ttlSeconds)
    .sign(key(secret));
}
