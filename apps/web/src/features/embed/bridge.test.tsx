// @vitest-environment jsdom
import { frameMessage, hostMessage } from '@sportsbook/contract/embed-messages';
import { ANONYMOUS_PLAYER } from '@sportsbook/contract/light';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePanelStore } from '@/features/betslip';
import { useModalStore } from '@/features/modals';
import { bearerSession, setBearerToken } from '@/shared/api/client';
import { renderWithApp } from '@/test/render';
import { EmbedBridge } from './bridge';
import { useEmbedStore } from './store';

const push = vi.fn();
// Stable across renders, as Next.js's router is.
const router = { push, replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
const reportError = vi.fn();
vi.mock('@/shared/reporting/report', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));
const restoreSharedBets = vi.fn(async () => {});
vi.mock('@/features/bets', async (original) => ({
  ...(await original<typeof import('@/features/bets')>()),
  restoreSharedBets: (...args: unknown[]) => restoreSharedBets(...(args as [])),
}));

const HOST = 'https://casino.example';
let parent: Window;
let posted: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // A real window plays the host page: the bridge posts to it, and messages come from it.
  const other = document.createElement('iframe');
  document.body.append(other);
  parent = other.contentWindow as Window;
  posted = vi.fn();
  parent.postMessage = posted as unknown as Window['postMessage'];
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => `${HOST}/games` });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  setBearerToken(null);
  window.sessionStorage.clear();
  useEmbedStore.setState({ status: 'verifying', betCode: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useModalStore.getState().close();
});

const fromHost = (data: unknown, origin = HOST, source: Window = parent) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
const sent = () => posted.mock.calls.map(([message, origin]) => ({ message, origin }));
const types = () => sent().map(({ message }) => (message as { type: string }).type);

const mount = (
  allowed = [HOST],
  features: Record<string, boolean> = {},
  hostSession = { session_initialisation: true, auth_token: true },
) =>
  renderWithApp(<EmbedBridge />, {
    settings: { embedding: { allowed_origins: allowed, ...hostSession }, features },
  });

describe('EmbedBridge', () => {
  it('announces the page to the allowed parent only, and initialises from its handshake', async () => {
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    expect(sent().every(({ origin }) => origin === HOST)).toBe(true);
    expect(useEmbedStore.getState().status).toBe('waiting');

    await fromHost(hostMessage('iframe_integration', { listeners: ['sign-in'], token: null }));
    await waitFor(() => expect(useEmbedStore.getState().status).toBe('initialized'));
    expect(sent().at(-1)?.message).toEqual(
      frameMessage('initialized', { locale: 'en', currency: 'EUR', is_logged_in: false }),
    );
    expect(bearerSession()).toEqual({ token: null });
  });

  it('stays closed under a parent that is not on the list', async () => {
    mount(['https://other.example']);
    await waitFor(() => expect(useEmbedStore.getState().status).toBe('refused'));
    await fromHost(hostMessage('open_bet_slip', {}));
    expect(posted).not.toHaveBeenCalled();
  });

  it('ignores host messages from another origin or another window', async () => {
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    const viewport = hostMessage('viewport', { top: 4321, height: 10 });
    await fromHost(viewport, 'https://evil.example');
    await fromHost(viewport, HOST, window);
    expect(document.documentElement.style.getPropertyValue('--embed-viewport-top')).toBe('');
    await fromHost(viewport);
    expect(document.documentElement.style.getPropertyValue('--embed-viewport-top')).toBe('4321px');
  });

  it('acts on the host messages', async () => {
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    await fromHost(hostMessage('open_bet_slip', {}));
    expect(usePanelStore.getState().panel).toMatchObject({ tab: 'BET_SLIP' });
    await fromHost(hostMessage('page_changed', { path: '/live' }));
    expect(push).toHaveBeenLastCalledWith('/en/live');
    await fromHost(hostMessage('search_modal', { query: 'bayern munich' }));
    expect(push).toHaveBeenLastCalledWith('/en/search?q=bayern%20munich');
    await fromHost(hostMessage('odds_changed', { odds_format: 'american' }));
    expect(window.localStorage.getItem('odds_type')).toBe('american');
  });

  it('keeps an applied bet code in the address, or hands it to the page /init-sportsbook opens', async () => {
    window.history.replaceState(null, '', '/en/init-sportsbook?path=%2Flive');
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    // Still leaving the start page: its navigation would drop a code written into this address.
    await fromHost(hostMessage('apply_bet_code', { code: 'ABCD1234' }));
    expect(useEmbedStore.getState().betCode).toBe('ABCD1234');
    expect(window.location.search).toBe('?path=%2Flive');
    expect(restoreSharedBets).toHaveBeenLastCalledWith('ABCD1234', 'en', 'EUR');

    window.history.replaceState(null, '', '/en/live');
    await fromHost(hostMessage('apply_bet_code', { code: 'WXYZ9876' }));
    expect(new URL(window.location.href).searchParams.get('betcode')).toBe('WXYZ9876');
    expect(restoreSharedBets).toHaveBeenLastCalledWith('WXYZ9876', 'en', 'EUR');
    window.history.replaceState(null, '', '/');
  });

  it('hands sign-in to a listening host, opens sign-up itself, and offers no deposit without a listener', async () => {
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    await fromHost(hostMessage('iframe_integration', { listeners: ['sign-in'], token: null }));
    await waitFor(() => expect(types()).toContain('sportsbook:initialized'));
    posted.mockClear();

    act(() => useModalStore.getState().open({ name: 'signIn', params: {} }));
    expect(useModalStore.getState().current).toBeNull();
    act(() => useModalStore.getState().open({ name: 'deposit', params: {} }));
    expect(useModalStore.getState().current).toBeNull();
    act(() => useModalStore.getState().open({ name: 'signUp', params: {} }));
    expect(useModalStore.getState().current?.name).toBe('signUp');
    expect(types()).toEqual([
      'sportsbook:notify-modal-triggered',
      'sportsbook:sign-in',
      'sportsbook:notify-modal-triggered',
      'sportsbook:notify-modal-triggered',
    ]);
  });

  it('waits on the host with a preloader when sign_in_iframe_preloader is on, until the session comes', async () => {
    const view = mount([HOST], { sign_in_iframe_preloader: true });
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    await fromHost(hostMessage('iframe_integration', { listeners: ['sign-in', 'sign-up'], token: null }));
    await waitFor(() => expect(types()).toContain('sportsbook:initialized'));

    // Sign-up has no preloader flag on: handed over, nothing shown.
    posted.mockClear();
    act(() => useModalStore.getState().open({ name: 'signUp', params: {} }));
    expect(types()).toContain('sportsbook:sign-up');
    expect(view.queryByRole('dialog')).toBeNull();

    act(() => useModalStore.getState().open({ name: 'signIn', params: {} }));
    expect(types()).toContain('sportsbook:sign-in');
    expect(useModalStore.getState().current).toBeNull();
    expect(await view.findByRole('dialog', { name: 'Continue on the host page' })).toBeTruthy();
    // The host's next handshake (the token after its sign-in) ends the wait.
    await fromHost(hostMessage('iframe_integration', { listeners: ['sign-in', 'sign-up'], token: null }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());

    // The player may give up waiting.
    act(() => useModalStore.getState().open({ name: 'signIn', params: {} }));
    const cancel = await view.findByRole('button', { name: 'Cancel' });
    act(() => cancel.click());
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
  });

  it('closes an unlock modal opened before the bridge unless iframe_user_unlock is on', async () => {
    act(() => useModalStore.getState().open({ name: 'unlock', params: { unlock_token: 'abc' } }));
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    expect(useModalStore.getState().current).toBeNull();
    expect(sent().map(({ message }) => message)).toContainEqual(
      frameMessage('notify-modal-triggered', { modal: 'unlock' }),
    );
    cleanup();

    act(() => useModalStore.getState().open({ name: 'unlock', params: { unlock_token: 'abc' } }));
    mount([HOST], { iframe_user_unlock: true });
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    expect(useModalStore.getState().current?.name).toBe('unlock');
  });

  it('takes the host token as the site config allows: session initialisation first, auth token after', async () => {
    // The profile requests the frame makes, by the bearer token they carry.
    const bearers: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bearers.push(new Headers(init?.headers).get('authorization'));
        return Response.json(ANONYMOUS_PLAYER);
      }),
    );
    const first = 'a'.repeat(24);
    const second = 'b'.repeat(24);
    const handshake = async (token: string) => {
      const before = types().filter((type) => type === 'sportsbook:initialized').length;
      await fromHost(hostMessage('iframe_integration', { listeners: [], token }));
      await waitFor(() =>
        expect(types().filter((type) => type === 'sportsbook:initialized')).toHaveLength(before + 1),
      );
    };

    reportError.mockClear();
    mount([HOST], {}, { session_initialisation: false, auth_token: true });
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    await handshake(first);
    expect(bearerSession()).toEqual({ token: null });
    // The session the site does not take is an auth event with no handler: reported (SPEC §8).
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(String(reportError.mock.calls[0]?.[0])).toContain('session_initialisation is off');
    await handshake(second);
    expect(bearerSession()).toEqual({ token: second });
    expect(bearers).toContain(`Bearer ${second}`);
    expect(bearers).not.toContain(`Bearer ${first}`);
    cleanup();

    setBearerToken(null);
    bearers.length = 0;
    posted.mockClear();
    mount([HOST], {}, { session_initialisation: true, auth_token: false });
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    await handshake(first);
    expect(bearerSession()).toEqual({ token: first });
    await handshake(second);
    expect(bearerSession()).toEqual({ token: first });
    expect(bearers).not.toContain(`Bearer ${second}`);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(String(reportError.mock.calls[1]?.[0])).toContain('auth_token is off');
    // The same token again changes nothing, so there is nothing to report.
    await handshake(first);
    expect(reportError).toHaveBeenCalledTimes(2);
  });

  it('ignores malformed and unknown host messages, reporting each kind once, and foreign ones silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.documentElement.style.removeProperty('--embed-viewport-top');
    mount();
    await waitFor(() => expect(types()).toContain('sportsbook:page-loaded'));
    const before = types().length;
    for (let i = 0; i < 3; i += 1) {
      await fromHost({ type: 'viewport', version: 1, payload: { top: 'x', height: 1 } });
      await fromHost({ type: 'open_betslip', version: 1, payload: {} });
      await fromHost({ type: 'open_bet_slip', version: 2, payload: {} });
      await fromHost({ type: 'analytics-ping', id: i });
      // The same malformed message from another origin is not the host's: not even reported.
      await fromHost({ type: 'change_locale', version: 1, payload: {} }, 'https://evil.example');
    }
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'sportsbook embed: ignored a malformed message (viewport)',
      'sportsbook embed: ignored a message of an unknown type (open_betslip)',
      'sportsbook embed: ignored a message of another version (open_bet_slip)',
    ]);
    expect(document.documentElement.style.getPropertyValue('--embed-viewport-top')).toBe('');
    expect(types()).toHaveLength(before);
    warn.mockRestore();
  });
});
