import {
  EMBED_PROTOCOL_VERSION,
  hostMessage,
  readFrameMessage,
  readHostMessage,
  rejectionReporter,
  type TEmbedListener,
  type TEmbedOddsFormat,
  type TFrameMessage,
  type TFramePayloads,
  type THostMessage,
  type THostPayloads,
} from '@sportsbook/contract/embed-messages';

export type {
  TEmbedListener as EmbedListener,
  TEmbedOddsFormat as OddsFormat,
  TFrameMessage as FrameMessage,
  TFramePayloads as FramePayloads,
  THostMessage as HostMessage,
  THostPayloads as HostPayloads,
};
export { EMBED_PROTOCOL_VERSION };

export interface SportsbookOptions {
  /** The element the iframe is appended to. */
  container: HTMLElement;
  /** Where the sportsbook is served, e.g. `https://sports.example.com`. */
  url: string;
  /** The sportsbook locale to open (`en`, `de`, `pt-BR`, …). */
  locale: string;
  /** The sportsbook path to open, without the locale (`/live`); the home page by default. */
  path?: string;
  oddsFormat?: TEmbedOddsFormat;
  theme?: 'light' | 'dark';
  /** The currency to show (the signed-in player's account of that currency). */
  currency?: string;
  /** The player's session token (the API's bearer token); null or absent for a visitor. */
  token?: string | null;
  /**
   * The origin(s) the frame's messages are accepted from; the origin of `url` by default. Messages
   * go only to the origin the frame has proved by its first message (before that, `url`'s).
   */
  allowedOrigin?: string | readonly string[];
  /** The iframe's accessible name. */
  title?: string;
  /** Follows the visible part of the frame and sends it as `viewport` (default true). */
  trackViewport?: boolean;
  /** Given: sign-in in the frame is the host's to do (the frame sends `sportsbook:sign-in`). */
  onSignIn?: () => void;
  onSignUp?: () => void;
  /** Given: deposits are the host's; without it the frame offers no deposit (SPEC §5). */
  onDeposit?: (payload: TFramePayloads['deposit']) => void;
  onBetSlipChange?: (payload: TFramePayloads['bet-slip-state-changed']) => void;
  onBalanceChange?: (payload: TFramePayloads['balance-changed']) => void;
  onCurrencyChange?: (payload: TFramePayloads['notify-currency-changed']) => void;
  onPageLoaded?: (payload: TFramePayloads['page-loaded']) => void;
  onInitialized?: (payload: TFramePayloads['initialized']) => void;
  onTopEventClick?: (payload: TFramePayloads['top-event-clicked']) => void;
  onModal?: (payload: TFramePayloads['notify-modal-triggered']) => void;
  onResize?: (payload: TFramePayloads['page-size-changed']) => void;
  /** Every message both ways, after it was checked: for logging. */
  onMessage?: (direction: 'in' | 'out', message: TFrameMessage | THostMessage) => void;
  /** Where an ignored malformed message is reported, once per kind; `console.warn` by default. */
  report?: (text: string) => void;
}

export interface Sportsbook {
  readonly iframe: HTMLIFrameElement;
  changeLocale(locale: string): void;
  changeCurrency(currency: string): void;
  applyBetCode(code: string): void;
  openBetSlip(): void;
  /** Opens a sportsbook path (without the locale) in the frame. */
  navigate(path: string): void;
  /** The part of the frame the host shows, in frame pixels (sent by itself unless `trackViewport` is false). */
  setViewport(viewport: THostPayloads['viewport']): void;
  setOddsFormat(format: TEmbedOddsFormat): void;
  openSearch(query?: string): void;
  /** Signs the frame in with the player's session token, or out with null. */
  setToken(token: string | null): void;
  /** Removes the iframe and every listener. */
  destroy(): void;
}

const originOf = (url: string) => new URL(url).origin;

/** Embeds the sportsbook in `options.container` and returns the host's side of the protocol. */
export function createSportsbook(options: SportsbookOptions): Sportsbook {
  const base = new URL(options.url);
  const allowed = new Set(
    (typeof options.allowedOrigin === 'string'
      ? [options.allowedOrigin]
      : (options.allowedOrigin ?? [base.origin])
    ).map(originOf),
  );
  const report = rejectionReporter(options.report ?? ((text) => console.warn(text)));
  const listeners: TEmbedListener[] = [];
  if (options.onSignIn) listeners.push('sign-in');
  if (options.onSignUp) listeners.push('sign-up');
  if (options.onDeposit) listeners.push('deposit');

  let token = options.token ?? null;
  let currency = options.currency;
  let oddsFormat = options.oddsFormat;
  let target = base.origin;
  let ready = false;
  let destroyed = false;
  const queue: THostMessage[] = [];

  const iframe = document.createElement('iframe');
  const start = new URL(`${base.pathname.replace(/\/$/, '')}/${options.locale}/init-sportsbook`, base);
  start.searchParams.set('path', options.path ?? '/');
  if (options.theme) start.searchParams.set('theme', options.theme);
  iframe.src = start.toString();
  iframe.title = options.title ?? 'Sportsbook';
  iframe.style.cssText = 'display:block;width:100%;height:100vh;border:0;overflow:hidden';
  iframe.setAttribute('scrolling', 'no');

  const post = (message: THostMessage) => {
    if (destroyed) return;
    if (!ready) {
      queue.push(message);
      return;
    }
    iframe.contentWindow?.postMessage(message, target);
    options.onMessage?.('out', message);
  };

  /** Checks what a method was given with the same reader the frame uses, so bad input fails here. */
  const send = <K extends keyof THostPayloads>(type: K, payload: THostPayloads[K]) => {
    const message = hostMessage(type, payload);
    if (!readHostMessage(message).ok)
      throw new TypeError(`sportsbook embed: invalid ${type} ${JSON.stringify(payload)}`);
    post(message);
  };

  const integrate = () => {
    const message = hostMessage('iframe_integration', {
      listeners: [...listeners],
      token,
      ...(currency !== undefined && { currency }),
    });
    iframe.contentWindow?.postMessage(message, target);
    options.onMessage?.('out', message);
  };

  const onFrameMessage = (event: MessageEvent) => {
    if (destroyed || event.source !== iframe.contentWindow || !allowed.has(event.origin)) return;
    const read = readFrameMessage(event.data);
    if (!read.ok) {
      report(read);
      return;
    }
    const { message } = read;
    options.onMessage?.('in', message);
    switch (message.type) {
      case 'sportsbook:page-loaded': {
        // Every page load of the frame starts without a session in memory: hand it over again.
        target = event.origin;
        const first = !ready;
        ready = true;
        integrate();
        if (first && oddsFormat) post(hostMessage('odds_changed', { odds_format: oddsFormat }));
        for (const waiting of queue.splice(0)) post(waiting);
        lastViewport = '';
        sendViewport();
        options.onPageLoaded?.(message.payload);
        break;
      }
      case 'sportsbook:page-size-changed':
        iframe.style.height = `${Math.ceil(message.payload.height)}px`;
        options.onResize?.(message.payload);
        break;
      case 'sportsbook:initialized':
        options.onInitialized?.(message.payload);
        break;
      case 'sportsbook:sign-in':
        options.onSignIn?.();
        break;
      case 'sportsbook:sign-up':
        options.onSignUp?.();
        break;
      case 'sportsbook:deposit':
        options.onDeposit?.(message.payload);
        break;
      case 'sportsbook:balance-changed':
        options.onBalanceChange?.(message.payload);
        break;
      case 'sportsbook:bet-slip-state-changed':
        options.onBetSlipChange?.(message.payload);
        break;
      case 'sportsbook:notify-currency-changed':
        currency = message.payload.currency;
        options.onCurrencyChange?.(message.payload);
        break;
      case 'sportsbook:top-event-clicked':
        options.onTopEventClick?.(message.payload);
        break;
      case 'sportsbook:notify-modal-triggered':
        options.onModal?.(message.payload);
        break;
    }
  };

  // The visible part of a frame taller than the window, so the frame can place its dialogs there.
  let lastViewport = '';
  let frameRequested = false;
  const sendViewport = () => {
    if (!ready || options.trackViewport === false) return;
    const rect = iframe.getBoundingClientRect();
    const top = Math.max(0, -rect.top);
    const height = Math.max(0, Math.min(window.innerHeight, rect.bottom) - Math.max(0, rect.top));
    const key = `${Math.round(top)}:${Math.round(height)}`;
    if (key === lastViewport) return;
    lastViewport = key;
    post(hostMessage('viewport', { top: Math.round(top), height: Math.round(height) }));
  };
  const onScroll = () => {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(() => {
      frameRequested = false;
      sendViewport();
    });
  };

  window.addEventListener('message', onFrameMessage);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  options.container.appendChild(iframe);

  return {
    iframe,
    changeLocale: (locale) => send('change_locale', { locale }),
    changeCurrency: (next) => {
      send('change_currency', { currency: next });
      currency = next;
    },
    applyBetCode: (code) => send('apply_bet_code', { code }),
    openBetSlip: () => send('open_bet_slip', {}),
    navigate: (path) => send('page_changed', { path }),
    setViewport: (viewport) => send('viewport', viewport),
    setOddsFormat: (format) => {
      send('odds_changed', { odds_format: format });
      oddsFormat = format;
    },
    openSearch: (query) => send('search_modal', query === undefined ? {} : { query }),
    setToken: (next) => {
      const message = hostMessage('iframe_integration', { listeners, token: next });
      if (!readHostMessage(message).ok) throw new TypeError('sportsbook embed: invalid token');
      token = next;
      if (ready) integrate();
    },
    destroy: () => {
      destroyed = true;
      queue.length = 0;
      window.removeEventListener('message', onFrameMessage);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      iframe.remove();
    },
  };
}
