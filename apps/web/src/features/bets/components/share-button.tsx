'use client';

import type { TSharedBet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHref } from '@/shared/config/context';
import { createShareCode } from '../api/share-code';
import { shareLink } from '../share';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'ready'; link: string; copied: boolean }
  | { kind: 'failed' };

/**
 * Share (SPEC §1 'share bet codes'): stores the bets under a code and shows the link that restores
 * them (`?betcode=CODE`), with a copy button. The link opens the home page unless `pageUrl` says
 * otherwise: the page the player shares from may be theirs alone (My bets asks anyone else to sign
 * in), and whoever opens the link gets the bets in the slip on any page.
 */
export function ShareButton({ bets, pageUrl }: { bets: () => TSharedBet[]; pageUrl?: () => string }) {
  const t = useTranslations('bets.share');
  const locale = useLocale();
  const href = useHref();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const linkId = useId();

  const share = async () => {
    setStep({ kind: 'busy' });
    try {
      const { code } = await createShareCode(bets(), locale);
      const page = pageUrl?.() ?? new URL(href('/'), window.location.href).toString();
      setStep({ kind: 'ready', link: shareLink(page, code), copied: false });
    } catch (error) {
      console.error('sharing failed', error);
      setStep({ kind: 'failed' });
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setStep({ kind: 'ready', link, copied: true });
    } catch {
      // No clipboard (plain http, permissions): the link stays selected for the player to copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  if (step.kind === 'ready') {
    return (
      <div className="grid w-full gap-1.5">
        <label htmlFor={linkId} className="text-xs">
          {t('linkLabel')}
        </label>
        <div className="flex gap-1.5">
          <input
            id={linkId}
            readOnly
            value={step.link}
            onFocus={(event) => event.target.select()}
            dir="ltr"
            className="h-10 min-w-0 flex-1 rounded-md border border-border bg-surface-2 px-2 text-sm"
          />
          <button
            type="button"
            onClick={() => void copy(step.link)}
            className="min-h-10 shrink-0 rounded-md border border-border px-3 text-sm hover:border-accent"
          >
            {t('copy')}
          </button>
        </div>
        <p role="status" className="text-muted text-xs">
          {step.copied ? t('copied') : ''}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => void share()}
        disabled={step.kind === 'busy'}
        aria-busy={step.kind === 'busy' || undefined}
        className="min-h-10 rounded-md border border-border px-3 text-sm hover:border-accent disabled:opacity-60"
      >
        {t('button')}
      </button>
      {step.kind === 'failed' && (
        <p role="alert" className="text-down text-xs">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
