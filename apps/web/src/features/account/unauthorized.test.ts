import type { TPlayerProfile } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { useNotices } from '@/shared/notices';
import { accountsQueryOptions } from './api/accounts';
import { ANONYMOUS_PLAYER, playerQueryOptions } from './api/player';
import { handleUnauthorized } from './unauthorized';

const unauthorized = new ApiError(401, { code: 401, message: 'error.platform.unauthorized', data: {} });
const aPlayer: TPlayerProfile = { ...ANONYMOUS_PLAYER, id: 'p1', is_logged_in: true, currency: 'EUR' };

describe('a 401 while logged in', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
    useNotices.setState({ notices: [] });
  });

  it('clears the session and shows the session-expired message', () => {
    queryClient.setQueryData(playerQueryOptions().queryKey, aPlayer);
    queryClient.setQueryData(accountsQueryOptions().queryKey, [{ currency: 'EUR', balance: 100 }]);
    handleUnauthorized(queryClient, unauthorized);
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)).toEqual(ANONYMOUS_PLAYER);
    expect(queryClient.getQueryData(accountsQueryOptions().queryKey)).toEqual([]);
    expect(useNotices.getState().notices.map((notice) => notice.title)).toEqual([
      { key: 'account.notices.sessionExpired.title' },
    ]);
  });

  it('is ignored for a visitor (a wrong password is not an expired session)', () => {
    queryClient.setQueryData(playerQueryOptions().queryKey, ANONYMOUS_PLAYER);
    handleUnauthorized(queryClient, unauthorized);
    expect(useNotices.getState().notices).toEqual([]);
  });

  it('ignores other errors', () => {
    queryClient.setQueryData(playerQueryOptions().queryKey, aPlayer);
    handleUnauthorized(queryClient, new ApiError(500, null));
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)).toEqual(aPlayer);
  });
});
