import { ApiError } from '@/shared/api/client';

/** Message keys of server errors the account modals can show (STYLE 9: errors cross the wire as keys). */
const KNOWN = new Set([
  'error.platform.unauthorized',
  'error.users.invalid_credentials',
  'error.users.unconfirmed',
  'error.users.locked',
  'error.users.country_blocked',
  'error.users.sign_in_disabled',
  'error.users.sign_up_disabled',
  'error.users.token_invalid',
  'error.request.forbidden_origin',
  'error.request.rate_limited',
  'error.platform.currency_unknown',
  'error.platform.locale_unknown',
  'error.platform.country_unknown',
  'error.wallet.insufficient_funds',
  'error.deposit.payment_final',
  'error.deposit.return_url_forbidden',
  'error.limits.self_excluded',
  'error.limits.activity_reached',
  'error.limits.deposit_exceeded',
  'error.limits.currency',
]);

/** The message key to show for a failed call: the server's key when known, never its raw text. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError && error.body && KNOWN.has(error.body.message)) return error.body.message;
  if (error instanceof ApiError && error.status === 429) return 'error.request.rate_limited';
  return 'error.account.default';
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
