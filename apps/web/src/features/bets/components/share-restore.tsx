'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/account';
import { openPanel, useSlipStore } from '@/features/betslip';
import { registerModal, useModalStore } from '@/features/modals';
import { ApiError } from '@/shared/api/client';
import { useSiteSettings } from '@/shared/config/site-settings';
import { reportError } from '@/shared/reporting/report';
import { fetchShareCode } from '../api/share-code';
import { BET_CODE_PARAM, NOT_FOUND_MESSAGES, slipBetsFromShare } from '../share';

registerModal(
  'sharedBetNotFound',
  dynamic(() => import('./shared-bet-not-found-modal').then((m) => m.SharedBetNotFoundModal)),
);

/** Inside a host page's frame the host owns the URL: the code stays (SPEC §2). */
const isEmbedded = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/** The contract's share code: 4 to 32 letters and digits. */
const SHARE_CODE = /^[A-Za-z0-9]{4,32}$/;

/** Takes the code out of the address bar once used (SPEC §2), except inside a host frame. */
function forget(): void {
  if (isEmbedded()) return;
  const url = new URL(window.location.href);
  url.searchParams.delete(BET_CODE_PARAM);
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * Replaces the slip with the bets of a share code and opens it on the bet slip tab (also what a host
 * page's `apply_bet_code` does). Not found or empty shows the not-found modal; another failure
 * shows "try later" and is reported.
 */
export async function restoreSharedBets(code: string, locale: string, currency: string): Promise<void> {
  const dispatch = useSlipStore.getState().dispatch;
  const notFound = (message: string) =>
    useModalStore.getState().open({ name: 'sharedBetNotFound', params: { message } });
  if (!SHARE_CODE.test(code)) {
    notFound('share-bet.not-found-modal.link-not-found');
    return;
  }
  dispatch({ type: 'restore_started' });
  try {
    const reply = await fetchShareCode(code, locale);
    const bets = slipBetsFromShare(reply, currency);
    if (bets.length === 0) {
      dispatch({ type: 'restore_finished' });
      notFound('share-bet.not-found-modal.link-try-another-bet');
    } else {
      dispatch({ type: 'restore_finished', bets, currency });
      openPanel('BET_SLIP');
    }
  } catch (error) {
    dispatch({ type: 'restore_finished' });
    const key = error instanceof ApiError ? error.body?.message : undefined;
    if (key && (NOT_FOUND_MESSAGES as readonly string[]).includes(key)) {
      notFound(key);
    } else if (error instanceof ApiError && error.status === 404) {
      notFound('share-bet.not-found-modal.link-not-found');
    } else {
      reportError(error, { tags: { action: 'share-bet-restore' } });
      notFound('share-bet.not-found-modal.link-try-later');
    }
  }
}

/**
 * SPEC §4 'Share restore': with the share_bet flag on and `?betcode=` in the URL, the code is
 * fetched once the player's currency is known; its bets replace the slip, which opens on the bet
 * slip tab. Not found or empty shows the not-found modal; another failure shows "try later" and is
 * reported. The code then leaves the URL.
 */
export function ShareRestore() {
  const settings = useSiteSettings();
  const locale = useLocale();
  const { status, currency } = useSession();
  const started = useRef(false);
  const enabled = settings.features.share_bet === true;
  const ready = status === 'loggedIn' || status === 'notLoggedIn';

  useEffect(() => {
    if (!enabled || !ready || started.current) return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(BET_CODE_PARAM);
    if (!code) return;
    started.current = true;
    void restoreSharedBets(code, locale, currency).finally(forget);
  }, [enabled, ready, locale, currency]);

  return null;
}
