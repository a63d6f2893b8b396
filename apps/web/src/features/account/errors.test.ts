import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { errorKey, isUnauthorized } from './errors';

const apiError = (status: number, message: string) =>
  new ApiError(status, { code: status, message, data: {} });

describe('server errors in the account modals', () => {
  it('are shown by their message key when it is known', () => {
    expect(errorKey(apiError(401, 'error.users.invalid_credentials'))).toBe(
      'error.users.invalid_credentials',
    );
  });
  it('fall back to the default message for anything else, never the raw text', () => {
    expect(errorKey(apiError(500, 'Internal Server Error'))).toBe('error.account.default');
    expect(errorKey(new TypeError('Failed to fetch'))).toBe('error.account.default');
  });
  it('tell a 401 apart', () => {
    expect(isUnauthorized(apiError(401, 'error.platform.unauthorized'))).toBe(true);
    expect(isUnauthorized(apiError(403, 'error.request.forbidden_origin'))).toBe(false);
  });
});
