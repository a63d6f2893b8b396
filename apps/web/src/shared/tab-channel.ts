import { localStore } from './storage';

/** Messages between the tabs of one browser profile on this origin; a tab never hears its own. */
export interface TabChannel<T> {
  post(message: T): void;
  /** Returns the unsubscription. */
  subscribe(listener: (message: T) => void): () => void;
}

/**
 * A BroadcastChannel of `name`, or where the browser has none, the `storage` event of a
 * localStorage key that each post rewrites (the event fires in the other tabs only, as a
 * BroadcastChannel delivers). Posting never throws: a tab that cannot tell the others still works.
 */
export function tabChannel<T>(name: string): TabChannel<T> {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    return {
      post: (message) => {
        try {
          channel.postMessage(message);
        } catch {
          // A closed channel or an uncloneable message: only this tab acts.
        }
      },
      subscribe: (listener) => {
        const handler = (event: MessageEvent) => listener(event.data as T);
        channel.addEventListener('message', handler);
        return () => channel.removeEventListener('message', handler);
      },
    };
  }
  const key = `tab-channel:${name}`;
  let sent = 0;
  return {
    // The counter and the time make every post a change, so the same message twice fires twice.
    post: (message) => localStore.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}:${++sent}` })),
    subscribe: (listener) => {
      const handler = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          listener((JSON.parse(event.newValue) as { message: T }).message);
        } catch {
          // Another writer's value under our key: not a message.
        }
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
  };
}
