import type { TAccount } from '@sportsbook/contract';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountsQueryOptions } from './api/accounts';
import { onBalanceChanged } from './balance-hint';

describe('balance_changed', () => {
  it('refetches the accounts and shows the API’s balance, never the pushed figure', async () => {
    const queryClient = new QueryClient();
    let served: TAccount[] = [{ currency: 'EUR', balance: 100 }];
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      ...accountsQueryOptions(),
      queryFn: async () => {
        fetches++;
        return served;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await queryClient.fetchQuery({ ...accountsQueryOptions(), queryFn: async () => served });
    served = [{ currency: 'EUR', balance: 250 }];
    const before = fetches;
    // A publication claiming a balance the API does not hold: its figure is not even read.
    await onBalanceChanged(queryClient);
    expect(fetches).toBe(before + 1);
    expect(queryClient.getQueryData(accountsQueryOptions().queryKey)).toEqual([
      { currency: 'EUR', balance: 250 },
    ]);
    unsubscribe();
    queryClient.clear();
  });
});
