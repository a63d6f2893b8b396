/**
 * The one way apps/web reaches localStorage, sessionStorage and document.cookie. Browsers can refuse
 * them (storage blocked, Safari private mode, sandboxed iframes: the getter or a call throws, or the
 * object is missing); the page must still work, so a refused store is replaced by memory for the
 * rest of the page's life. Zustand's persist gets these through `createJSONStorage(() => …)`.
 */

/** What the app needs of a Web Storage; never throws. */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A storage that uses the one `open` returns until it fails once (or is missing), then memory.
 * Memory only in a browser: on the server the map would be shared by every visitor's request.
 */
export function guardedStorage(open: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let refused = false;
  const attempt = <T>(use: (storage: Storage) => T, fallback: () => T, server: T): T => {
    if (typeof window === 'undefined') return server;
    if (!refused) {
      try {
        const storage = open();
        if (storage) return use(storage);
      } catch {
        // Access denied or quota exceeded: memory from now on, so reads see what was written.
      }
      refused = true;
    }
    return fallback();
  };
  return {
    getItem: (key) =>
      attempt(
        (storage) => storage.getItem(key),
        () => memory.get(key) ?? null,
        null,
      ),
    setItem: (key, value) =>
      attempt(
        (storage) => storage.setItem(key, value),
        () => void memory.set(key, value),
        undefined,
      ),
    removeItem: (key) =>
      attempt(
        (storage) => storage.removeItem(key),
        () => void memory.delete(key),
        undefined,
      ),
  };
}

export const localStore: SafeStorage = guardedStorage(() => window.localStorage);
export const sessionStore: SafeStorage = guardedStorage(() => window.sessionStorage);

/** `document.cookie` read and written whole, as the browser does; never throws. */
export interface SafeCookies {
  /** The `name=value; …` string of the page's cookies ('' on the server). */
  read(): string;
  /** One `name=value; attributes` assignment. */
  write(assignment: string): void;
}

/** Cookies of `target` (the document) until it refuses once, then memory (values only, no expiry). */
export function guardedCookies(target: () => { cookie: string } | null | undefined): SafeCookies {
  const memory = new Map<string, string>();
  let refused = false;
  const fromMemory = () => [...memory].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    read() {
      if (typeof window === 'undefined') return '';
      if (!refused) {
        try {
          const holder = target();
          if (holder) return holder.cookie;
        } catch {
          // A sandboxed frame without allow-same-origin throws on document.cookie.
        }
        refused = true;
      }
      return fromMemory();
    },
    write(assignment) {
      if (typeof window === 'undefined') return;
      if (!refused) {
        try {
          const holder = target();
          if (holder) {
            holder.cookie = assignment;
            return;
          }
        } catch {
          // As in read.
        }
        refused = true;
      }
      const pair = assignment.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) memory.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    },
  };
}

export const documentCookies: SafeCookies = guardedCookies(() => document);
