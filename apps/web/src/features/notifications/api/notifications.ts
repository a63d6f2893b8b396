import type { TNotificationCounters, TNotificationsReply } from '@sportsbook/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Query keys of the notifications centre, written once. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  counters: () => [...notificationsKeys.all, 'counters'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  /** Under `list`, so a new notification refetches these too. */
  latest: (limit?: number) => [...notificationsKeys.list(), 'latest', ...(limit ? [limit] : [])] as const,
};

/** Notifications per page of the panel. */
export const NOTIFICATIONS_PAGE = 20;

/** The unread count: fetched once, then kept by `unread_counters_changed` on the private channel. */
export const countersQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.counters(),
    queryFn: () => api('GET /api/sportsbook/notifications/counters'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The panel's list, newest first, a page at a time ('load more'). */
export const notificationsListOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam }) =>
      api('GET /api/sportsbook/notifications', { query: { page: pageParam, limit: NOTIFICATIONS_PAGE } }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
    staleTime: 0,
  });

/** The newest few, for the latest-notifications widget. */
export const latestNotificationsOptions = (limit: number) =>
  queryOptions({
    queryKey: notificationsKeys.latest(limit),
    queryFn: () => api('GET /api/sportsbook/notifications', { query: { page: 1, limit } }),
    staleTime: 0,
  });

/** Marks these read (none: all of them); the reply's count goes into the cache at once. */
export async function markRead(queryClient: QueryClient, ids?: readonly string[]): Promise<void> {
  const counters = ids
    ? await api('POST /api/sportsbook/notifications/read', { body: { ids } })
    : await api('POST /api/sportsbook/notifications/read-all');
  applyUnreadCounters(queryClient, counters);
  const readIn = (page: TNotificationsReply): TNotificationsReply => ({
    ...page,
    data: page.data.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)),
  });
  queryClient.setQueryData(notificationsListOptions().queryKey, (list) =>
    list ? { ...list, pages: list.pages.map(readIn) } : list,
  );
  queryClient.setQueriesData<TNotificationsReply>({ queryKey: notificationsKeys.latest() }, (page) =>
    page ? readIn(page) : page,
  );
}

/** `unread_counters_changed`. */
export function applyUnreadCounters(queryClient: QueryClient, counters: TNotificationCounters): void {
  queryClient.setQueryData(notificationsKeys.counters(), counters);
}

/** `notification`: the list is fetched again when next shown (now, if the panel is open). */
export function applyNotification(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() });
}
