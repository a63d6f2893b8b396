'use client';

import type { TBonusType } from '@sportsbook/contract';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/account';
import { CloseIcon } from '@/shared/ui/icons';
import type { BonusDetailKind } from './bonus-detail';
import { useBonusToasts } from './toast-store';

// Loaded when a card is opened: the toasts are on every page, the detail (terms, activation) is not.
const BonusDetailModal = dynamic(() => import('./bonus-detail').then((m) => m.BonusDetailModal), {
  ssr: false,
});

/** The detail path's `{kind}` of each bonus type; amb freebets have no detail of their own. */
const DETAIL_KIND: Partial<Record<TBonusType, BonusDetailKind>> = {
  comboboost: 'comboboosts',
  freebet_all_win: 'freebets',
  freebet_only_win: 'freebets',
  freebet_no_risk: 'freebets',
  hunting: 'huntings',
  tournament: 'tournaments',
  lootbox: 'lootboxes',
};

/**
 * SPEC §2 bonus toast: a card per bonus type with a title and a close button; a click opens the
 * bonus's details. The cards are the signed-in player's: they close themselves when the player
 * is signed out, and visitors never see one (SPEC §6).
 */
export function BonusToasts() {
  const t = useTranslations('bonuses.toast');
  const tc = useTranslations('common');
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const { toasts, dismiss, clear } = useBonusToasts();
  const [open, setOpen] = useState<{ kind: BonusDetailKind; id: string } | null>(null);
  // Signed out (or a visitor): every card closes, so none is left for the next player either.
  const waiting = toasts.length > 0;
  useEffect(() => {
    if (signedIn) return;
    if (waiting) clear();
    setOpen(null);
  }, [signedIn, waiting, clear]);
  if (!signedIn) return null;
  return (
    <>
      {toasts.length > 0 && (
        // Below lg the slip is a bar at the bottom, so the cards wait at the top; from lg the slip
        // stands at the top of the end column, so they wait at the bottom of the start side: a
        // card that waits to be opened must never cover the slip.
        <ul
          aria-label={t('region')}
          className="fixed end-4 top-20 z-30 grid w-80 max-w-[calc(100vw-2rem)] gap-2 lg:start-4 lg:end-auto lg:top-auto lg:bottom-4"
        >
          {toasts.map((toast) => {
            const kind = DETAIL_KIND[toast.type];
            return (
              <li
                key={toast.type}
                data-testid="bonus-toast"
                className="flex items-start gap-2 rounded-md border border-accent bg-surface p-3 text-sm shadow-lg"
              >
                <button
                  type="button"
                  disabled={!kind}
                  onClick={() => {
                    if (!kind) return;
                    dismiss(toast.type);
                    setOpen({ kind, id: toast.id });
                  }}
                  className="grid flex-1 gap-0.5 text-start"
                >
                  <strong>{t('title')}</strong>
                  <span>{toast.name}</span>
                  {kind && <span className="text-accent text-xs underline">{t('details')}</span>}
                </button>
                <button
                  type="button"
                  onClick={() => dismiss(toast.type)}
                  aria-label={tc('close')}
                  className="grid size-8 shrink-0 place-items-center rounded-md hover:bg-surface-2"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open && <BonusDetailModal kind={open.kind} id={open.id} onClose={() => setOpen(null)} />}
    </>
  );
}
