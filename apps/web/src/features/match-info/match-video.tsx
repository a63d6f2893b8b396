'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

// The player's code loads only when a player opens it, so pages without video carry none of it.
const VideoPlayer = dynamic(() => import('./video-player').then((m) => m.VideoPlayer), { ssr: false });

/** SPEC §3 'has_video': a live match's picture, opened on demand (muted, with the browser's controls). */
export function MatchVideo({ id, home, away }: { id: number; home: string; away: string }) {
  const t = useTranslations('matchInfo.video');
  const [open, setOpen] = useState(false);
  const heading = useId();
  const panel = useId();
  return (
    <section aria-labelledby={heading} className="grid gap-2 rounded-md border border-border p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={heading} className="font-semibold">
          {t('title')}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((was) => !was)}
          className="min-h-11 rounded-md border border-border px-3 font-semibold text-sm hover:border-accent"
        >
          {open ? t('hide') : t('watch')}
        </button>
      </div>
      <div id={panel} hidden={!open}>
        {open && <VideoPlayer id={id} label={t('label', { home, away })} />}
      </div>
    </section>
  );
}
