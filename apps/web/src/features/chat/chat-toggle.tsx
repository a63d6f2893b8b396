'use client';

import { useTranslations } from 'next-intl';
import { CHAT_TOGGLE_EVENT } from './chat-widget';

/**
 * The layout's chat-toggle widget (SPEC §2): opens or closes the live chat, through the page's one
 * chat widget, which loads the provider first if it has not yet. The layout renders it only where
 * the page's language has a chat desk.
 */
export function ChatToggle({
  className = 'min-h-11 rounded-md border border-border bg-surface-2 px-4 font-semibold text-sm hover:border-accent focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
}: {
  /** How it looks where it stands (a tab in the tab bar); a bordered button by default. */
  className?: string;
}) {
  const t = useTranslations('chat');
  return (
    <button
      type="button"
      onClick={() => document.dispatchEvent(new Event(CHAT_TOGGLE_EVENT))}
      className={className}
    >
      {t('open')}
    </button>
  );
}
