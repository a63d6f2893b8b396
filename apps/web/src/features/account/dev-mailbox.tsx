'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useMailbox } from './api/mailbox';

/** Demo mode: reads the dev mailbox of an address; its links (confirmation, reset, unlock) are clickable. */
export function DevMailbox() {
  const t = useTranslations('account.mailbox');
  const locale = useLocale();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const mailbox = useMailbox(email);
  const notAvailable = mailbox.error instanceof ApiError && mailbox.error.status === 404;
  const messages = mailbox.data?.data ?? [];
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const next = draft.trim().toLowerCase();
          if (next === email) void mailbox.refetch();
          else setEmail(next);
        }}
      >
        <div className="grid flex-1 gap-1.5">
          <label htmlFor={inputId} className="font-semibold text-sm">
            {t('email')}
          </label>
          <input
            id={inputId}
            type="email"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-11 rounded-md border border-border bg-surface-2 px-3 text-sm"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-accent px-4 font-semibold text-accent-text">
          {t('show')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {notAvailable ? (
          <p>{t('notAvailable')}</p>
        ) : mailbox.isError ? (
          <p>{t('failed')}</p>
        ) : email && mailbox.isSuccess && messages.length === 0 ? (
          <p>{t('empty')}</p>
        ) : null}
      </div>
      <ul className="grid gap-3">
        {messages.map((message) => (
          <li key={message.id} className="grid gap-2 rounded-md border border-border bg-surface p-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <strong>{message.subject}</strong>
              <time dateTime={message.created_at} className="text-muted">
                {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(message.created_at),
                )}
              </time>
            </div>
            <p className="whitespace-pre-wrap text-muted">{message.text}</p>
            {message.links.length > 0 ? (
              <ul className="grid gap-1">
                {message.links.map((link) => (
                  <li key={link}>
                    <a href={link} className="break-all text-accent underline">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
