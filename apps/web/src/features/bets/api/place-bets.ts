import type { SerializedBet } from '@sportsbook/betting';
import type { TBet, TPlaceBetsRequest } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

export interface PlaceBetsBody {
  meta: TPlaceBetsRequest['meta'];
  bets: readonly SerializedBet[];
}

/**
 * SPEC §7 POST /v3/bets. One Idempotency-Key per placing attempt: a retry of the same attempt can
 * never place the bets twice (DESIGN 'Reliability': idempotency keys on placement).
 */
export const placeBets = (body: PlaceBetsBody, idempotencyKey: string, locale: string) =>
  apiFetch<TBet[]>('/api/sportsbook/v3/bets', {
    method: 'POST',
    body,
    locale,
    headers: { 'idempotency-key': idempotencyKey },
  });
