import type { TPrediction, TPredictionChangedData, TVoteChoice } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Query keys of predictions, written once. */
export const predictionsKeys = {
  all: ['predictions'] as const,
  prediction: (id: number) => [...predictionsKeys.all, id] as const,
};

/** A match's poll: the split for everyone, with the asking player's own vote. Updated live. */
export const predictionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: predictionsKeys.prediction(id),
    queryFn: () => api('GET /api/sportsbook/vote', { query: { prediction_id: id } }),
  });

export const vote = (id: number, data: TVoteChoice) =>
  api('POST /api/sportsbook/vote', { body: { prediction_id: id, data } });

/** `prediction_changed`: the new split, keeping the player's own vote (the publication has none). */
export function applyPredictionChanged(current: TPrediction, change: TPredictionChangedData): TPrediction {
  if (change.total === current.total && change.prediction_id === current.prediction_id) return current;
  return { ...current, ...change };
}
