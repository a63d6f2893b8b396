import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from './api/accounts';

/**
 * A `balance_changed` publication is a hint that the balance moved, not the balance: whoever can
 * publish on the channel (a leaked hub key, a misconfigured Centrifugo) could push any figure, so
 * the accounts are fetched again and only the API's reply is shown.
 */
export function onBalanceChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
}
