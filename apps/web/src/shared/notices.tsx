'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { create } from 'zustand';
import { CloseIcon } from '@/shared/ui/icons';

/** A line of an alert: a message key (with its values) or text the server already localized. */
export type NoticeText = { key: string; values?: Record<string, string | number> } | { text: string };

export interface Notice {
  id: number;
  tone: 'success' | 'error' | 'info';
  title: NoticeText;
  description?: NoticeText;
}

interface NoticeState {
  notices: Notice[];
  push: (notice: Omit<Notice, 'id'>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  push: (notice) => set((state) => ({ notices: [...state.notices, { ...notice, id: nextId++ }] })),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),
}));

/** An alert of any feature (SPEC §2 'Alerts': bottom-centre, closing after 5 s). */
export const showAlert = (tone: Notice['tone'], title: NoticeText, description?: NoticeText) =>
  useNotices.getState().push({ tone, title, ...(description && { description }) });

/** SPEC §9: alerts close by themselves after 5 s. */
const AUTO_CLOSE_MS = 5000;

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useTranslations();
  const tc = useTranslations('common');
  const read = (line: NoticeText) => ('text' in line ? line.text : t(line.key, line.values));
  const dismiss = useNotices((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notice.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [dismiss, notice.id]);
  const border =
    notice.tone === 'error' ? 'border-down' : notice.tone === 'success' ? 'border-up' : 'border-border';
  return (
    <li
      className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-md border bg-surface p-3 text-sm shadow-lg ${border}`}
    >
      <div className="grid gap-0.5">
        <strong>{read(notice.title)}</strong>
        {notice.description && <span>{read(notice.description)}</span>}
      </div>
      <button
        type="button"
        onClick={() => dismiss(notice.id)}
        aria-label={tc('close')}
        className="ms-auto grid size-8 shrink-0 place-items-center rounded-md hover:bg-surface-2"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

/** The alert region, bottom-centre (SPEC §2 'Alerts'). Always in the DOM so screen readers hear additions. */
export function Notices() {
  const notices = useNotices((state) => state.notices);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-32 z-50 flex justify-center px-3 lg:bottom-16">
      <ul role="status" aria-live="polite" className="grid gap-2">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </div>
  );
}
