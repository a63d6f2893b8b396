import { isServer, notifyManager, QueryClient } from '@tanstack/react-query';

/** SPEC §9 'Query cache': no retry and no refetch on window focus by default. */
function makeQueryClient(): QueryClient {
  return new QueryClient({
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
