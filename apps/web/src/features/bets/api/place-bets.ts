import type { SerializedBet } from '@sportsbook/betting';
import type { TBet, TPlaceBetsRequest } from '@sportsbook/contract';
import { type ApiCallOptions, ApiError, api } from '@/shared/api/client';
import { randomUuid } from '@/shared/uuid';

export interface PlaceBetsBody {
  meta: TPlaceBetsRequest['meta'];
  bets: readonly SerializedBet[];
}

/**
 * The attempts whose outcome is not known, by what they sent: the key each went under and when.
 * One per slip, so the slip and a quick bet sent meanwhile keep their own.
 */
const unanswered = new Map<string, { key: string; at: number }>();

/**
 * How long an unanswered attempt is the one the same slip sent again belongs to: a resend after a
 * lost answer comes within seconds; the same slip placed minutes later is meant as a new bet.
 */
export const ATTEMPT_TTL_MS = 60_000;

/**
 * SPEC §7 POST /v3/bets, under an Idempotency-Key per placing attempt (DESIGN 'Reliability':
 * idempotency keys on placement). A request that got no answer — the network failed, or a 5xx came
 * back — may still have placed its bets; the same slip sent again within ATTEMPT_TTL_MS of its last
 * send is the same attempt and goes under the same key, so the server answers with what the first one placed instead
 * of placing twice. An answer that says what happened (a success, a refusal) ends the attempt.
 */
export async function placeBets(body: PlaceBetsBody, locale: string, now = Date.now()): Promise<TBet[]> {
  const sent = JSON.stringify(body);
  for (const [other, { at }] of unanswered) if (now - at > ATTEMPT_TTL_MS) unanswered.delete(other);
  const key = unanswered.get(sent)?.key ?? randomUuid();
  try {
    const placed = await api('POST /api/sportsbook/v3/bets', {
      // The betting package admits string ids for its own tests; the slip holds the catalogue's numbers.
      body: body as ApiCallOptions<'POST /api/sportsbook/v3/bets'>['body'],
      locale,
      headers: { 'idempotency-key': key },
    });
    unanswered.delete(sent);
    return placed;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) unanswered.delete(sent);
    else unanswered.set(sent, { key, at: now });
    throw error;
  }
}
