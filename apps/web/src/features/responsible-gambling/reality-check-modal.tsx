'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout, useSessionActions } from '@/features/account';
import type { ModalProps } from '@/features/modals';
import { useHref } from '@/shared/config/context';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { useMoney } from '@/shared/use-money';
import { continueSession, sessionsInfoQueryOptions } from './queries';
import { realityCheckChannel } from './reality-sync';

const BUTTON = 'min-h-11 rounded-md border border-border px-3 font-semibold text-sm hover:border-accent';

/**
 * SPEC §2 reality check (RTS 13): how long the session has lasted and what the player staked and
 * got back since signing in. It closes only by an answer: 'Continue' (continueSession), 'See my
 * bets' (continue, then the bets page) or 'Sign out'; each closes it in the player's other tabs.
 */
export function RealityCheckModal({ onClose }: ModalProps) {
  const t = useTranslations('responsibleGambling.realityCheck');
  const queryClient = useQueryClient();
  const session = useSessionActions();
  const router = useRouter();
  const href = useHref();
  const [busy, setBusy] = useState(false);
  const info = useQuery({ ...sessionsInfoQueryOptions(), enabled: false }).data;
  const played = Math.floor((info?.played_seconds ?? 0) / 60);
  const money = useMoney();

  const acknowledge = async () => {
    setBusy(true);
    try {
      const next = await continueSession();
      queryClient.setQueryData(sessionsInfoQueryOptions().queryKey, next);
      realityCheckChannel().post({ type: 'close', info: next });
      onClose();
      return true;
    } catch (error) {
      // The poll that follows says what became of the session (ended, out of limit, still due).
      console.error('continueSession failed', error);
      void queryClient.invalidateQueries({ queryKey: sessionsInfoQueryOptions().queryKey });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const signOut = async () => {
    setBusy(true);
    try {
      await logout();
    } catch (error) {
      // SPEC §4 'Session': a failed sign-out is only reported; this tab forgets the player anyway.
      console.error('sign-out failed', error);
    }
    realityCheckChannel().post({ type: 'close', info: null });
    onClose();
    session.clear();
  };

  return (
    <ModalFrame title={t('title')} description={t('description')} closable={false}>
      <dl className="mb-4 grid gap-2 text-sm" data-testid="reality-check-figures">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{t('played')}</dt>
          <dd className="font-semibold">
            {t('duration', { hours: Math.floor(played / 60), minutes: played % 60 })}
          </dd>
        </div>
        {(info?.results ?? []).map((result) => (
          <div key={result.currency} className="grid gap-1 rounded-md border border-border p-2.5">
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t('staked')}</dt>
              <dd>{money(result.staked, result.currency)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t('returned')}</dt>
              <dd>{money(result.returned, result.currency)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted">{t('net')}</dt>
              <dd className="font-semibold">{money(result.net, result.currency)}</dd>
            </div>
          </div>
        ))}
        {info && info.results.length === 0 && <p className="text-muted">{t('noBets')}</p>}
      </dl>
      <div className="grid gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void acknowledge()}
          className="min-h-11 rounded-md bg-accent font-semibold text-accent-text disabled:opacity-60"
        >
          {t('continue')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={BUTTON}
          onClick={() => void acknowledge().then((done) => done && router.push(href('/bets')))}
        >
          {t('seeBets')}
        </button>
        <button type="button" disabled={busy} className={BUTTON} onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </div>
    </ModalFrame>
  );
}
