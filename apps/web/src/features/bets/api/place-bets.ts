import type { SerializedBet } from '@sportsbook/betting';
import type { TBet, TPlaceBetsRequest } from '@sportsbook/contract';
import { ApiError, apiFetch } from '@/shared/api/client';
import { randomUuid } from '@/shared/uuid';

export interface PlaceBetsBody {
  meta: TPlaceBetsRequest['meta'];
  bets: readonly SerializedBet[];
}

/** The attempt whose outcome is not known: what it sent and the key it sent it under. */
let unanswered: { body: string; key: string } | null = null;

/**
 * SPEC §7 POST /v3/bets, under an Idempotency-Key per placing attempt (DESIGN 'Reliability':
 * idempotency keys on placement). A request that got no answer — the network failed, or a 5xx came
 * back — may still have placed its bets; while the player sends that same slip again it is the same
 * attempt and goes under the same key, so the server answers with what the first one placed instead
 * of placing twice. An answer that says what happened (a success, a refusal) ends the attempt.
 */
export async function placeBets(body: PlaceBetsBody, locale: string): Promise<TBet[]> {
  const sent = JSON.stringify(body);
  const key = unanswered?.body === sent ? unanswered.key : randomUuid();
  try {
    const placed = await apiFetch<TBet[]>('/api/sportsbook/v3/bets', {
      method: 'POST',
      body,
      locale,
      headers: { 'idempotency-key': key },
    });
    unanswered = null;
    return placed;
  } catch (error) {
    const answered = error instanceof ApiError && error.status < 500;
    unanswered = answered ? null : { body: sent, key };
    throw error;
  }
}
