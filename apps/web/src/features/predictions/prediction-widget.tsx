'use client';

import type { TVoteChoice } from '@sportsbook/contract';
import { VOTE_CHOICES } from '@sportsbook/contract/light';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { handleUnauthorized, useSession } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { ApiError } from '@/shared/api/client';
import { showAlert } from '@/shared/notices';
import { predictionQueryOptions, vote } from './api/prediction';

/**
 * 'Who will win?' (SPEC §2 'prediction'): a match's poll. Everyone sees the split in percent, kept
 * live by `prediction_changed` on the match channel; a signed-in player votes once, a visitor's vote
 * opens the sign-in modal.
 */
export function PredictionWidget({ matchId, home, away }: { matchId: number; home: string; away: string }) {
  const t = useTranslations('predictions');
  const tAll = useTranslations();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { status } = useSession();
  const { data } = useQuery(predictionQueryOptions(matchId));
  const [sending, setSending] = useState(false);
  const mine = data?.my_vote?.data ?? null;
  const labels: Record<TVoteChoice, string> = { home, draw: t('draw'), away };

  const choose = async (choice: TVoteChoice) => {
    if (status !== 'loggedIn') {
      useModalStore.getState().open({ name: 'signIn', params: {} });
      return;
    }
    setSending(true);
    try {
      queryClient.setQueryData(predictionQueryOptions(matchId).queryKey, await vote(matchId, choice));
    } catch (error) {
      handleUnauthorized(queryClient, error);
      const key = error instanceof ApiError ? error.body?.message : undefined;
      showAlert('error', key && tAll.has(key) ? { key } : { key: 'predictions.failed' });
      void queryClient.invalidateQueries({ queryKey: predictionQueryOptions(matchId).queryKey });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="prediction"
      className="rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="mb-3 font-semibold text-base">
        {t('title')}
      </h2>
      <div className="grid grid-cols-3 gap-2">
        {VOTE_CHOICES.map((choice) => {
          const percent = data?.percents[choice] ?? 0;
          return (
            <button
              key={choice}
              type="button"
              // A visitor's choice opens the sign-in modal: a button, not a toggle.
              aria-pressed={status === 'loggedIn' ? mine === choice : undefined}
              disabled={sending || mine !== null || !data}
              onClick={() => void choose(choice)}
              data-testid={`prediction-${choice}`}
              className="relative grid min-h-14 min-w-0 content-center gap-0.5 overflow-hidden rounded-md border border-border bg-surface-2 px-2 py-1.5 text-center text-sm enabled:hover:border-accent aria-pressed:border-accent"
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 start-0 bg-accent/15"
                style={{ width: `${percent}%` }}
              />
              <span className="relative truncate font-medium" dir="auto">
                {labels[choice]}
              </span>
              {/* The name is what shows, read as "Arsenal: 40%" — never like a price's "Arsenal 1.50". */}
              <span className="sr-only">: </span>
              <span className="relative font-bold tabular-nums" data-testid={`prediction-${choice}-percent`}>
                {t('percent', { percent })}
              </span>
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-muted text-xs" aria-live="polite">
        {mine ? t('voted', { choice: labels[mine] }) : null} {t('total', { count: data?.total ?? 0 })}
      </p>
    </section>
  );
}
