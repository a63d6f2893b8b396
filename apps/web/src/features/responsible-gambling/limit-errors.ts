import { ApiError } from '@/shared/api/client';

/** The message key of a failed limits call: the server's `error.limits.*` key, else the default. */
export function limitErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.body?.message.startsWith('error.limits.')) return error.body.message;
  return 'error.account.default';
}
