import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const ADMIN_UNAUTHORIZED = 'error.admin.unauthorized';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator APIs' guard (ADMIN_API_KEY): a constant-time comparison of the bearer token with
 * the admin key. Without a key the APIs are open in demo mode and refused otherwise.
 */
export function adminGuard(adminApiKey: string | undefined, demo: boolean) {
  const expected = adminApiKey ? digest(adminApiKey) : null;
  return async (request: FastifyRequest): Promise<void> => {
    if (!expected && demo) return;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (expected && token && timingSafeEqual(digest(token), expected)) return;
    throw new AppError(401, ErrorCode.unauthorized, ADMIN_UNAUTHORIZED, [
      { path: 'headers.authorization', message: ADMIN_UNAUTHORIZED },
    ]);
  };
}
