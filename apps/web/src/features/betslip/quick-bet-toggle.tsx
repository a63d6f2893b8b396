'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useQuickBetMode } from './quick-bet-mode';

/** The quick-bet switch shown on live matches (SPEC §4 'Quick bet'). */
export function QuickBetToggle() {
  const t = useTranslations('betslip');
  const enabled = useQuickBetMode((state) => state.enabled);
  const setEnabled = useQuickBetMode((state) => state.setEnabled);
  const hintId = useId();
  return (
    <div className="flex items-center justify-center gap-2 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby={hintId}
        onClick={() => setEnabled(!enabled)}
        className="flex min-h-10 items-center gap-2 rounded-full border border-border px-3"
      >
        <span
          aria-hidden="true"
          className={`relative h-5 w-9 rounded-full transition-colors ${enabled ? 'bg-accent' : 'bg-surface-2 ring-1 ring-border'}`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full bg-surface shadow transition-[inset-inline-start] ${enabled ? 'start-[1.125rem]' : 'start-0.5'}`}
          />
        </span>
        {t('quickBet')}
      </button>
      <span id={hintId} className="sr-only">
        {t('quickBetHint')}
      </span>
    </div>
  );
}
