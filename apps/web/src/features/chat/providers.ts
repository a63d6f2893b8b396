import type { TChatConfig, TSiteConfig } from '@sportsbook/contract';
import { CHAT_TYPES_LOADED_AT_ONCE } from '@sportsbook/contract/light';

type ChatWindow = Window & Record<string, unknown>;

interface ChatProvider {
  /** The provider's script, from its own domain. */
  script: (chat: TChatConfig) => string;
  /** What the script reads when it starts (its documented globals). */
  configure?: (w: ChatWindow, chat: TChatConfig) => void;
  /** Opens or closes the provider's chat window once its script runs; false when it is not there yet. */
  toggle: (w: ChatWindow) => boolean;
}

const call = (fn: unknown, ...args: unknown[]) => {
  if (typeof fn !== 'function') return false;
  fn(...args);
  return true;
};

/** The providers the site config may name (SPEC §3 'chat'), each with its own embed code. */
const PROVIDERS: Record<string, ChatProvider> = {
  chatra: {
    script: () => 'https://call.chatra.io/chatra.js',
    configure: (w, chat) => {
      w.ChatraID = chat.id;
    },
    toggle: (w) => call(w.Chatra, 'openChat', true),
  },
  zoho: {
    script: (chat) =>
      `https://salesiq.zohopublic.${chat.region || 'com'}/widget?wc=${encodeURIComponent(chat.id)}`,
    configure: (w, chat) => {
      w.$zoho = { salesiq: { widgetcode: chat.id, values: {}, ready: () => {} } };
    },
    toggle: (w) => {
      const salesiq = (w.$zoho as { salesiq?: { floatwindow?: { visible?: unknown } } } | undefined)?.salesiq;
      return call(salesiq?.floatwindow?.visible, 'show');
    },
  },
  livechat: {
    script: () => 'https://cdn.livechatinc.com/tracking.js',
    configure: (w, chat) => {
      w.__lc = { license: Number(chat.id) };
    },
    toggle: (w) => call((w.LiveChatWidget as { call?: unknown } | undefined)?.call, 'maximize'),
  },
  tawk: {
    script: (chat) => `https://embed.tawk.to/${encodeURIComponent(chat.id)}/default`,
    toggle: (w) => call((w.Tawk_API as { toggle?: unknown } | undefined)?.toggle),
  },
};

/** The API's demo provider, which stands in for every type in demo mode (see the API's demo/chat-script.ts). */
const DEMO: ChatProvider = {
  script: () => '',
  toggle: (w) => call((w.DemoChat as { toggle?: unknown } | undefined)?.toggle),
};

/** The chat desk of a locale: its own when the site config names one (or none), else the site's. */
export function chatFor(
  site: Pick<TSiteConfig, 'chat' | 'chat_by_locale'>,
  locale: string,
): TChatConfig | null {
  const own = site.chat_by_locale[locale];
  return own === undefined ? site.chat : own;
}

/** SPEC §4 'Chat': chatra and zoho load at once, every other type after the first interaction. */
export function loadsAtOnce(type: string): boolean {
  return (CHAT_TYPES_LOADED_AT_ONCE as readonly string[]).includes(type);
}

/** The script to load for a chat, or null when this type is unknown outside demo mode. */
export function chatScript(chat: TChatConfig, demo: boolean, apiBase: string): string | null {
  if (demo) {
    const query = new URLSearchParams({ type: chat.type, id: chat.id, region: chat.region });
    return `${apiBase}/api/dev/chat/widget.js?${query}`;
  }
  return PROVIDERS[chat.type]?.script(chat) ?? null;
}

export function configureChat(chat: TChatConfig, demo: boolean): void {
  if (!demo) PROVIDERS[chat.type]?.configure?.(window as unknown as ChatWindow, chat);
}

export function toggleChat(chat: TChatConfig, demo: boolean): boolean {
  const provider = demo ? DEMO : PROVIDERS[chat.type];
  return provider?.toggle(window as unknown as ChatWindow) ?? false;
}
