// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedCookies, guardedStorage } from './storage';

const denied = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('guardedStorage', () => {
  it('writes through to a storage that works', () => {
    const store = guardedStorage(() => window.localStorage);
    store.setItem('odds_type', 'american');
    expect(window.localStorage.getItem('odds_type')).toBe('american');
    expect(store.getItem('odds_type')).toBe('american');
    store.removeItem('odds_type');
    expect(window.localStorage.getItem('odds_type')).toBeNull();
  });

  it('keeps values in memory when reaching the storage throws', () => {
    const store = guardedStorage(denied);
    expect(store.getItem('bets')).toBeNull();
    store.setItem('bets', '[1]');
    expect(store.getItem('bets')).toBe('[1]');
    store.removeItem('bets');
    expect(store.getItem('bets')).toBeNull();
  });

  it('keeps values in memory when the storage is missing', () => {
    const store = guardedStorage(() => undefined);
    store.setItem('bets', '[1]');
    expect(store.getItem('bets')).toBe('[1]');
  });

  it('moves to memory when a call throws (quota exceeded), so later reads see the write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = guardedStorage(() => full);
    expect(() => store.setItem('quick_bet', '{}')).not.toThrow();
    expect(store.getItem('quick_bet')).toBe('{}');
  });

  it('the shared instances survive a page whose window.localStorage and sessionStorage throw', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    expect(() => window.localStorage).toThrow();
    const { localStore, sessionStore } = await import('./storage');
    localStore.setItem('odds_type', 'fractional');
    sessionStore.setItem('bets', '[]');
    expect(localStore.getItem('odds_type')).toBe('fractional');
    expect(sessionStore.getItem('bets')).toBe('[]');
    vi.restoreAllMocks();
  });

  it('gives zustand persist a storage even when Web Storage is refused', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    const { sessionStore } = await import('./storage');
    const { create } = await import('zustand');
    const { createJSONStorage, persist } = await import('zustand/middleware');
    const useStore = create<{ count: number }>()(
      persist(() => ({ count: 1 }), {
        name: 'count',
        storage: createJSONStorage(() => sessionStore),
        skipHydration: true,
      }),
    );
    await useStore.persist.rehydrate();
    useStore.setState({ count: 2 });
    expect(sessionStore.getItem('count')).toBe('{"state":{"count":2},"version":0}');
    vi.restoreAllMocks();
  });
});

describe('guardedCookies', () => {
  it('reads and writes document.cookie when allowed', () => {
    const cookies = guardedCookies(() => document);
    cookies.write('device_id=abc; Path=/');
    expect(cookies.read()).toContain('device_id=abc');
  });

  it('keeps cookies in memory when document.cookie throws (sandboxed frame)', () => {
    const sandboxed = {
      get cookie(): string {
        return denied();
      },
      set cookie(_value: string) {
        denied();
      },
    };
    const cookies = guardedCookies(() => sandboxed);
    expect(cookies.read()).toBe('');
    cookies.write('device_id=abc-123; Max-Age=60; Path=/');
    cookies.write('other=1');
    expect(cookies.read()).toBe('device_id=abc-123; other=1');
  });
});
