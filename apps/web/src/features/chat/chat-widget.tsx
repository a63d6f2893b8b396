'use client';

import type { TChatConfig } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '@/shared/api/client';
import { chatScript, configureChat, loadsAtOnce, toggleChat } from './providers';

const SCRIPT_ID = 'sportsbook-chat';
/** What the chat-toggle widget dispatches on the document to open or close the chat. */
export const CHAT_TOGGLE_EVENT = 'sportsbook:chat-toggle';
/** What counts as the first interaction (SPEC §4 'Chat'): a pointer, a key, a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** idle until the page runs; listening: waiting for the first interaction. */
type ChatState = 'idle' | 'listening' | 'loading' | 'ready' | 'failed';

/** Adds the provider's script once per page, whatever mounts the widget again (a locale change). */
function loadScript(src: string, done: (ok: boolean) => void): void {
  const existing = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
  if (existing?.dataset.state === 'ready') {
    done(true);
    return;
  }
  const script = existing ?? document.createElement('script');
  script.addEventListener('load', () => done(true), { once: true });
  script.addEventListener('error', () => done(false), { once: true });
  if (existing) return;
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.addEventListener('load', () => {
    script.dataset.state = 'ready';
  });
  document.body.appendChild(script);
}

/**
 * The live-chat widget (SPEC §2 'chat toggle', §4 'Chat'): the provider's script loads after the
 * visitor's first interaction, so it costs the first page nothing, except for the providers that
 * must load at once (chatra, zoho); the toggle opens and closes the provider's chat window.
 */
export function ChatWidget({ chat, demo }: { chat: TChatConfig; demo: boolean }) {
  const t = useTranslations('chat');
  const [state, setState] = useState<ChatState>('idle');
  const [open, setOpen] = useState(false);
  const openWhenReady = useRef(false);
  const src = chatScript(chat, demo, apiBaseUrl());

  const load = useCallback(() => {
    if (!src) return;
    setState((current) => (current === 'idle' || current === 'listening' ? 'loading' : current));
    configureChat(chat, demo);
    loadScript(src, (ok) => {
      setState(ok ? 'ready' : 'failed');
      if (ok && openWhenReady.current) {
        openWhenReady.current = false;
        toggleChat(chat, demo);
      }
    });
  }, [chat, demo, src]);

  useEffect(() => {
    if (!src) return;
    if (loadsAtOnce(chat.type)) {
      load();
      return;
    }
    const first = () => {
      stop();
      load();
    };
    const stop = () => {
      for (const name of INTERACTIONS) window.removeEventListener(name, first, { capture: true });
      window.removeEventListener('scroll', first);
    };
    for (const name of INTERACTIONS) window.addEventListener(name, first, { capture: true, passive: true });
    window.addEventListener('scroll', first, { passive: true });
    setState((current) => (current === 'idle' ? 'listening' : current));
    return stop;
  }, [chat.type, load, src]);

  useEffect(() => {
    // The demo provider says when its window opens or closes, so the toggle can say so too.
    const changed = (event: Event) =>
      setOpen(Boolean((event as CustomEvent<{ open: boolean }>).detail?.open));
    document.addEventListener('demo-chat:toggle', changed);
    return () => document.removeEventListener('demo-chat:toggle', changed);
  }, []);

  const toggle = useCallback(() => {
    if (state === 'ready') toggleChat(chat, demo);
    else openWhenReady.current = true;
  }, [chat, demo, state]);

  useEffect(() => {
    // The layout's chat-toggle widget asks through the document, wherever it stands.
    document.addEventListener(CHAT_TOGGLE_EVENT, toggle);
    return () => document.removeEventListener(CHAT_TOGGLE_EVENT, toggle);
  }, [toggle]);

  if (!src) return null;
  return (
    <button
      type="button"
      data-testid="chat-toggle"
      data-chat-state={state}
      aria-expanded={demo ? open : undefined}
      aria-busy={state === 'loading'}
      onClick={toggle}
      className="fixed end-3 bottom-32 z-30 min-h-11 rounded-full border border-border bg-accent px-4 font-medium text-accent-text text-sm shadow-lg lg:bottom-4"
    >
      {state === 'failed' ? t('failed') : open ? t('close') : t('open')}
    </button>
  );
}
