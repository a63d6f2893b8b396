'use client';

import { isOddsType } from '@sportsbook/betting';
import type { TPlayerProfile } from '@sportsbook/contract';
import {
  frameMessage,
  readHostMessage,
  rejectionReporter,
  type TEmbedListener,
  type TFrameMessageName,
  type TFramePayloads,
  type THostMessage,
} from '@sportsbook/contract/embed-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import {
  accountsQueryOptions,
  changeCurrency,
  playerQueryOptions,
  useSession,
  useSessionActions,
} from '@/features/account';
import { BET_CODE_PARAM, restoreSharedBets } from '@/features/bets';
import { openPanel, useSlipStore } from '@/features/betslip';
import { setModalGate, useModalStore } from '@/features/modals';
import { setOddsType } from '@/features/settings';
import { isLocale, LOCALES } from '@/i18n/locales';
import { bearerSession, setBearerToken } from '@/shared/api/client';
import { useRuntimeConfig } from '@/shared/config/context';
import { useSiteSettings } from '@/shared/config/site-settings';
import { localePath, switchLocaleInUrl } from '@/shared/paths';
import { reportError } from '@/shared/reporting/report';
import { sessionStore } from '@/shared/storage';
import { type GateDecision, hostGate } from './host-gate';
import { HostWait } from './host-wait';
import { verifiedParentOrigin } from './parent-origin';
import { INIT_PATH, useEmbedStore } from './store';
import { throttle } from './throttle';

/** sessionStorage key of the parent origin verified on the frame's first load (kept over its reloads). */
const PARENT_KEY = 'embed_parent';

type Post = <K extends TFrameMessageName>(name: K, payload: TFramePayloads[K]) => void;

/**
 * The sportsbook's side of the host protocol (issue 25, SPEC §6 and §7 'Other'), mounted only in a
 * frame. Nothing is sent or taken until the parent's origin is verified against the site config's
 * `embedding.allowed_origins`; messages then go only to that origin and come only from the parent
 * window at that origin.
 */
export function EmbedBridge() {
  const settings = useSiteSettings();
  const config = useRuntimeConfig();
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const actions = useSessionActions();
  const post = useRef<Post | null>(null);
  // The sign-in or sign-up the host is doing, while a preloader flag keeps the frame waiting for it.
  const [wait, setWait] = useState<GateDecision['wait']>(null);
  // What the long-lived listeners read: always this render's values.
  const latest = useRef({ session, locale, actions });
  latest.current = { session, locale, actions };

  useEffect(() => {
    const origin = verifiedParentOrigin(
      {
        ancestorOrigins: window.location.ancestorOrigins
          ? Array.from(window.location.ancestorOrigins)
          : undefined,
        referrer: document.referrer,
        remembered: sessionStore.getItem(PARENT_KEY),
        own: window.location.origin,
      },
      settings.embedding.allowed_origins,
    );
    if (!origin) {
      useEmbedStore.setState({ status: 'refused' });
      console.warn('sportsbook embed: the parent page is not an allowed host; the frame stays closed');
      return;
    }
    sessionStore.setItem(PARENT_KEY, origin);
    useEmbedStore.setState({ status: 'waiting' });
    const send: Post = (name, payload) => window.parent.postMessage(frameMessage(name, payload), origin);
    post.current = send;
    const report = rejectionReporter((text) => console.warn(text));
    let listening = new Set<TEmbedListener>();
    const href = (path: string) =>
      localePath(latest.current.locale, path, config.localePrefix, config.defaultLocale);

    const currentCurrency = (player: TPlayerProfile | undefined) =>
      player?.currency ??
      queryClient.getQueryData(accountsQueryOptions().queryKey)?.[0]?.currency ??
      settings.default_currency;

    /** SPEC §4 'Session': the switch of the account bar, for a signed-in player and a known currency. */
    const switchCurrency = async (next: string) => {
      const player = queryClient.getQueryData(playerQueryOptions().queryKey);
      if (!player?.is_logged_in || currentCurrency(player) === next) return;
      if (!Object.hasOwn(settings.currencies, next)) {
        console.warn(`sportsbook embed: ${next} is not a currency of this site`);
        return;
      }
      queryClient.setQueryData(playerQueryOptions().queryKey, await changeCurrency(next));
      await queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
    };

    /** The host's handshake: its listeners, then its session (a new token signs in, null out). */
    const integrate = async (payload: Extract<THostMessage, { type: 'iframe_integration' }>['payload']) => {
      listening = new Set(payload.listeners);
      const before = bearerSession()?.token ?? null;
      // SPEC §6: the page load's first handshake initialises the session, later ones set the token;
      // what the site config does not allow leaves the frame's own session as it is.
      const { session_initialisation, auth_token } = settings.embedding;
      const setting = handshakes++ === 0 ? 'session_initialisation' : 'auth_token';
      const handled = setting === 'session_initialisation' ? session_initialisation : auth_token;
      const token = handled ? payload.token : before;
      // SPEC §8: an auth event with no handler is reported, so the operator learns that the host
      // sends a session the site config does not take.
      if (!handled && payload.token !== before)
        reportError(new Error(`Embed auth event with no handler: ${setting} is off`), {
          tags: { embed: 'auth' },
        });
      let player = queryClient.getQueryData(playerQueryOptions().queryKey);
      if (token !== before || !player) {
        setBearerToken(token);
        // A profile request sent before the token (the page's first) must not answer for it.
        await queryClient.cancelQueries({ queryKey: playerQueryOptions().queryKey });
        try {
          player = await queryClient.fetchQuery({ ...playerQueryOptions(), staleTime: 0 });
          if (player.is_logged_in) {
            latest.current.actions.start(player);
            await queryClient.fetchQuery(accountsQueryOptions());
          } else if (before) latest.current.actions.clear();
        } catch (error) {
          // A token the API no longer knows: a visitor, as after any expired session.
          console.warn('sportsbook embed: the host session was refused', error);
          latest.current.actions.clear();
          player = queryClient.getQueryData(playerQueryOptions().queryKey);
        }
      }
      if (payload.currency) await switchCurrency(payload.currency).catch((error) => console.error(error));
      player = queryClient.getQueryData(playerQueryOptions().queryKey);
      send('initialized', {
        locale: latest.current.locale,
        currency: currentCurrency(player),
        is_logged_in: player?.is_logged_in === true,
      });
      useEmbedStore.setState({ status: 'initialized' });
      setWait(null);
    };
    // Handshakes run one after another: a token set while the first is under way waits for it.
    let integrating = Promise.resolve();
    let handshakes = 0;

    const handle = (message: THostMessage) => {
      switch (message.type) {
        case 'iframe_integration':
          integrating = integrating.then(() => integrate(message.payload));
          break;
        case 'change_locale': {
          const next = message.payload.locale;
          // SPEC §2: switching locale rewrites the path and reloads; the host hands the session over again.
          if (isLocale(next) && next !== latest.current.locale)
            window.location.assign(
              switchLocaleInUrl(window.location, next, LOCALES, config.localePrefix, config.defaultLocale),
            );
          break;
        }
        case 'change_currency':
          void switchCurrency(message.payload.currency).catch((error) => console.error(error));
          break;
        case 'apply_bet_code': {
          // SPEC §2: inside the host's frame the code stays in the URL.
          const url = new URL(window.location.href);
          if (url.pathname.endsWith(INIT_PATH)) useEmbedStore.setState({ betCode: message.payload.code });
          else {
            url.searchParams.set(BET_CODE_PARAM, message.payload.code);
            window.history.replaceState(window.history.state, '', url.toString());
          }
          const { locale: current, session: now } = latest.current;
          void restoreSharedBets(message.payload.code, current, now.currency);
          break;
        }
        case 'open_bet_slip':
          openPanel('BET_SLIP');
          break;
        case 'page_changed':
          router.push(href(message.payload.path));
          break;
        case 'viewport': {
          // The part of this (content-tall) frame the host shows: dialogs centre in it.
          const root = document.documentElement.style;
          root.setProperty('--embed-viewport-top', `${message.payload.top}px`);
          root.setProperty('--embed-viewport-height', `${message.payload.height}px`);
          break;
        }
        case 'odds_changed':
          if (isOddsType(message.payload.odds_format)) setOddsType(message.payload.odds_format);
          break;
        case 'search_modal': {
          const query = message.payload.query?.trim();
          router.push(href(query ? `/search?q=${encodeURIComponent(query)}` : '/search'));
          break;
        }
      }
    };

    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin) return;
      const read = readHostMessage(event.data);
      if (read.ok) handle(read.message);
      else report(read);
    };
    window.addEventListener('message', onMessage);

    // Every modal tells the host it was asked for; `hostGate` decides whether the frame shows it.
    const gate = (request: { name: Parameters<typeof hostGate>[0] }) => {
      send('notify-modal-triggered', { modal: request.name });
      const decision = hostGate(request.name, listening, settings.features);
      if (decision.send === 'deposit') send('deposit', { currency: latest.current.session.currency });
      else if (decision.send) send(decision.send, {});
      if (decision.wait) setWait(decision.wait);
      return decision.show;
    };
    const removeGate = setModalGate(gate);
    // A modal the URL opened before this chunk loaded gets the same decision.
    const opened = useModalStore.getState().current;
    if (opened && !gate(opened)) useModalStore.getState().close();

    // SPEC §9: the layout's size, throttled to 100 ms, so the host sizes the frame to its content.
    const size = throttle(() => {
      const body = document.body.getBoundingClientRect();
      send('page-size-changed', { width: Math.ceil(body.width), height: Math.ceil(body.height) });
    }, 100);
    const resizes = new ResizeObserver(() => size());
    resizes.observe(document.body);

    // SPEC §7 top-event-clicked: a link of a match among the home page's top events.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const row = link?.closest('[data-top-events] [data-match-id]');
      const id = Number(row?.getAttribute('data-match-id'));
      if (Number.isSafeInteger(id) && id > 0) send('top-event-clicked', { match_id: id });
    };
    document.addEventListener('click', onClick, true);

    let slipKey = '';
    const slipChanged = () => {
      const { ticket } = useSlipStore.getState();
      const payload = {
        selections: ticket.bets.reduce((count, bet) => count + bet.selections.length, 0),
        bets: ticket.bets.length,
        state: ticket.ticketState,
      };
      const key = JSON.stringify(payload);
      if (key === slipKey) return;
      slipKey = key;
      send('bet-slip-state-changed', payload);
    };
    const removeSlip = useSlipStore.subscribe(slipChanged);

    send('page-loaded', { path: `${window.location.pathname}${window.location.search}` });
    slipChanged();
    return () => {
      post.current = null;
      window.removeEventListener('message', onMessage);
      removeGate();
      resizes.disconnect();
      removeSlip();
      document.removeEventListener('click', onClick, true);
    };
  }, [settings, config, queryClient, router]);

  // The balance and the currency of the signed-in player, whenever they change.
  const { balance } = session;
  const sent = useRef({ balance: '', currency: '' });
  useEffect(() => {
    if (!post.current || session.status !== 'loggedIn') return;
    if (sent.current.currency && sent.current.currency !== session.currency)
      post.current('notify-currency-changed', { currency: session.currency });
    sent.current.currency = session.currency;
    if (balance === undefined) return;
    const key = `${session.currency}:${balance}`;
    if (key === sent.current.balance) return;
    sent.current.balance = key;
    post.current('balance-changed', { currency: session.currency, balance: Number(balance) });
  }, [session.status, session.currency, balance]);

  return wait ? <HostWait kind={wait} onCancel={() => setWait(null)} /> : null;
}
