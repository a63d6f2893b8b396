import { FRAME_MESSAGE_NAMES, frameMessage, type TFramePayloads } from '@sportsbook/contract/embed-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSportsbook, type Sportsbook, type SportsbookOptions } from './index';

const FRAME_ORIGIN = 'http://sportsbook.test:3000';
const TOKEN = 't'.repeat(43);

let container: HTMLDivElement;
let sportsbook: Sportsbook | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});
afterEach(() => {
  sportsbook?.destroy();
  sportsbook = undefined;
  container.remove();
});

function embed(options: Partial<SportsbookOptions> = {}) {
  sportsbook = createSportsbook({
    container,
    url: `${FRAME_ORIGIN}/`,
    locale: 'en',
    report: () => {},
    ...options,
  });
  const frame = sportsbook.iframe.contentWindow as Window;
  const posted = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
  /** A message as the browser delivers it from `source` at `origin` (the frame's by default). */
  const receive = (data: unknown, origin = FRAME_ORIGIN, source: MessageEventSource | null = frame) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const sent = () => posted.mock.calls.map(([message]) => message as { type: string; payload: unknown });
  return { sportsbook, posted, receive, sent };
}

const PAYLOADS: { [K in keyof TFramePayloads]: TFramePayloads[K] } = {
  'sign-in': {},
  'sign-up': {},
  deposit: { currency: 'EUR' },
  'page-loaded': { path: '/en' },
  'page-size-changed': { width: 800, height: 2345.2 },
  'balance-changed': { currency: 'EUR', balance: 99_000 },
  'bet-slip-state-changed': { selections: 2, bets: 1, state: 'initial' },
  'top-event-clicked': { match_id: 7 },
  'notify-modal-triggered': { modal: 'signIn' },
  initialized: { locale: 'en', currency: 'EUR', is_logged_in: true },
  'notify-currency-changed': { currency: 'USD' },
};

describe('createSportsbook', () => {
  it('frames the init page of the locale with the start path and theme', () => {
    const { sportsbook } = embed({ locale: 'de', path: '/live', theme: 'dark', title: 'Bets' });
    const src = new URL(sportsbook.iframe.src);
    expect(src.origin).toBe(FRAME_ORIGIN);
    expect(src.pathname).toBe('/de/init-sportsbook');
    expect(src.searchParams.get('path')).toBe('/live');
    expect(src.searchParams.get('theme')).toBe('dark');
    expect(sportsbook.iframe.title).toBe('Bets');
    expect(container.contains(sportsbook.iframe)).toBe(true);
  });

  it('waits for the frame, then hands over listeners, session, currency and odds, posting only to its origin', () => {
    const { sportsbook, posted, receive, sent } = embed({
      token: TOKEN,
      currency: 'USD',
      oddsFormat: 'american',
      onSignIn: () => {},
      onDeposit: () => {},
    });
    sportsbook.openBetSlip();
    expect(posted).not.toHaveBeenCalled();

    receive(frameMessage('page-loaded', { path: '/en' }));
    expect(sent().map((m) => m.type)).toEqual([
      'iframe_integration',
      'odds_changed',
      'open_bet_slip',
      'viewport',
    ]);
    expect(sent()[0]?.payload).toEqual({ listeners: ['sign-in', 'deposit'], token: TOKEN, currency: 'USD' });
    expect(sent()[1]?.payload).toEqual({ odds_format: 'american' });
    expect(posted.mock.calls.map((call) => (call as unknown[])[1])).toEqual(sent().map(() => FRAME_ORIGIN));

    // A reload of the frame (a locale change) gets the session and the viewport again, the odds once.
    posted.mockClear();
    receive(frameMessage('page-loaded', { path: '/de' }));
    expect(sent().map((m) => m.type)).toEqual(['iframe_integration', 'viewport']);
  });

  it('sends each host message from its method, and refuses bad input before it leaves', () => {
    const { sportsbook, receive, sent } = embed({ trackViewport: false });
    receive(frameMessage('page-loaded', { path: '/en' }));
    sportsbook.changeLocale('pt-BR');
    sportsbook.changeCurrency('BTC');
    sportsbook.applyBetCode('AB12CD');
    sportsbook.openBetSlip();
    sportsbook.navigate('/live');
    sportsbook.setViewport({ top: 10, height: 600 });
    sportsbook.setOddsFormat('fractional');
    sportsbook.openSearch('bayern');
    sportsbook.setToken(TOKEN);
    expect(sent().slice(1)).toEqual([
      { type: 'change_locale', version: 1, payload: { locale: 'pt-BR' } },
      { type: 'change_currency', version: 1, payload: { currency: 'BTC' } },
      { type: 'apply_bet_code', version: 1, payload: { code: 'AB12CD' } },
      { type: 'open_bet_slip', version: 1, payload: {} },
      { type: 'page_changed', version: 1, payload: { path: '/live' } },
      { type: 'viewport', version: 1, payload: { top: 10, height: 600 } },
      { type: 'odds_changed', version: 1, payload: { odds_format: 'fractional' } },
      { type: 'search_modal', version: 1, payload: { query: 'bayern' } },
      { type: 'iframe_integration', version: 1, payload: { listeners: [], token: TOKEN, currency: 'BTC' } },
    ]);
    expect(() => sportsbook.applyBetCode('no!')).toThrow(TypeError);
    expect(() => sportsbook.navigate('https://evil.example/')).toThrow(/invalid page_changed/);
    expect(() => sportsbook.changeLocale('')).toThrow(TypeError);
    expect(() => sportsbook.setToken('short')).toThrow(/invalid token/);
  });

  it('hands every frame message to its callback and sizes the frame from its content', () => {
    const calls: [string, unknown][] = [];
    const on = (name: string) => (payload?: unknown) => calls.push([name, payload]);
    const { sportsbook, receive } = embed({
      onSignIn: on('sign-in'),
      onSignUp: on('sign-up'),
      onDeposit: on('deposit'),
      onPageLoaded: on('page-loaded'),
      onResize: on('page-size-changed'),
      onBalanceChange: on('balance-changed'),
      onBetSlipChange: on('bet-slip-state-changed'),
      onTopEventClick: on('top-event-clicked'),
      onModal: on('notify-modal-triggered'),
      onInitialized: on('initialized'),
      onCurrencyChange: on('notify-currency-changed'),
    });
    for (const name of FRAME_MESSAGE_NAMES) receive(frameMessage(name, PAYLOADS[name] as never));
    expect(calls).toEqual(
      FRAME_MESSAGE_NAMES.map((name) => [
        name,
        name === 'sign-in' || name === 'sign-up' ? undefined : PAYLOADS[name],
      ]),
    );
    expect(sportsbook.iframe.style.height).toBe('2346px');
  });

  it('ignores messages from another origin or another window, and malformed or unknown ones (reported once)', () => {
    const report = vi.fn();
    const onSignIn = vi.fn();
    const { sportsbook, receive, posted } = embed({ onSignIn, report });
    receive(frameMessage('sign-in', {}), 'http://evil.test');
    receive(frameMessage('sign-in', {}), FRAME_ORIGIN, window);
    receive(frameMessage('page-loaded', { path: '/en' }), 'http://evil.test');
    receive(frameMessage('page-size-changed', { width: 1, height: 99_999 }), 'http://evil.test');
    expect(onSignIn).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
    expect(sportsbook.iframe.style.height).toBe('100vh');

    receive({ type: 'sportsbook:sign-in', version: 1, payload: { email: 'x' } });
    receive({ type: 'sportsbook:sign-in', version: 1, payload: { email: 'y' } });
    receive({ type: 'sportsbook:sign-in', version: 9, payload: {} });
    receive({ type: 'someone-elses-message' });
    receive({ type: 'sportsbook:sign-out', version: 1, payload: {} });
    receive({ type: 'sportsbook:sign-out', version: 1, payload: {} });
    expect(onSignIn).not.toHaveBeenCalled();
    expect(report.mock.calls).toEqual([
      ['sportsbook embed: ignored a malformed message (sportsbook:sign-in)'],
      ['sportsbook embed: ignored a message of another version (sportsbook:sign-in)'],
      ['sportsbook embed: ignored a message of an unknown type (sportsbook:sign-out)'],
    ]);
  });

  it('accepts only the origins it is told to, when told', () => {
    const onSignIn = vi.fn();
    const { receive } = embed({ allowedOrigin: ['http://mirror.test'], onSignIn });
    receive(frameMessage('sign-in', {}));
    expect(onSignIn).not.toHaveBeenCalled();
    receive(frameMessage('sign-in', {}), 'http://mirror.test');
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('destroy removes the frame and stops listening', () => {
    const onSignIn = vi.fn();
    const { sportsbook, receive } = embed({ onSignIn });
    const frame = sportsbook.iframe.contentWindow;
    sportsbook.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', { data: frameMessage('sign-in', {}), origin: FRAME_ORIGIN, source: frame }),
    );
    receive(frameMessage('sign-in', {}));
    expect(onSignIn).not.toHaveBeenCalled();
  });
});
