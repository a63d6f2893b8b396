import { isCancelledError, isServer, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../reporting/report';
import { ApiError } from './client';

/** What a query says about its failures (SPEC §8). */
interface QueryErrorMeta {
  /** The query shows its own alert on failure: the failure is not reported too. */
  withErrorAlert?: boolean;
  /** Answers that are expected of this query and not reported, e.g. the jackpots' 400, 404 and 500. */
  unreportedStatuses?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryErrorMeta;
  }
}

/**
 * SPEC §8: a 401 clears the session (account's guard), a cancelled request is ignored, a query
 * with its own alert or an expected status is not reported; other query errors are.
 */
export function isReportedQueryError(error: unknown, meta: QueryErrorMeta | undefined): boolean {
  if (isCancelledError(error) || meta?.withErrorAlert) return false;
  if (error instanceof ApiError)
    return error.status !== 401 && !(meta?.unreportedStatuses ?? []).includes(error.status);
  return true;
}

/** SPEC §9 'Query cache': no retry and no refetch on window focus by default. */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isReportedQueryError(error, query.meta))
          reportError(error, { tags: { query: String(query.queryKey[0] ?? '') } });
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        // Server-rendered data is fresh when it arrives; live changes come over the real-time channel.
        staleTime: 60_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | undefined;

if (!isServer) {
  // Live updates are applied once per animation frame; TanStack's default notifies React in a
  // later task (setTimeout 0), which pushes the render to the next frame. A microtask keeps the
  // update and its render in the same frame (one frame from publication to paint, not two).
  notifyManager.setScheduler(queueMicrotask);
}

/** A new client per server request; one for the whole browser tab. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
