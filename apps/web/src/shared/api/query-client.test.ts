import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { isReportedQueryError } from './query-client';

const http = (status: number) => new ApiError(status, null);

describe('SPEC §8: which query errors are reported', () => {
  it.each([
    ['a 401 (it clears the session instead)', http(401), undefined, false],
    ['a cancelled request', new CancelledError(), undefined, false],
    ['a query marked withErrorAlert (it shows an alert)', http(500), { withErrorAlert: true }, false],
    ['a jackpot 404', http(404), { unreportedStatuses: [400, 404, 500] }, false],
    ['a jackpot 503', http(503), { unreportedStatuses: [400, 404, 500] }, true],
    ['a 500', http(500), undefined, true],
    ['a failure that is no HTTP answer', new TypeError('x is undefined'), undefined, true],
  ] as const)('%s: %s', (_name, error, meta, reported) => {
    expect(isReportedQueryError(error, meta)).toBe(reported);
  });
});
