import type { TShareCodeReplyBets, TSharedBet } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** SPEC §7 POST /v3/bets/share-code: stores the bets, returns their code. */
export const createShareCode = (bets: TSharedBet[], locale: string) =>
  apiFetch<{ code: string }>('/api/sportsbook/v3/bets/share-code', {
    method: 'POST',
    body: { bets },
    locale,
  });

/** SPEC §7 GET /v3/bets/share-code: the shared bets with their selections as they are now. */
export const fetchShareCode = (code: string, locale: string, signal?: AbortSignal) =>
  apiFetch<TShareCodeReplyBets>(`/api/sportsbook/v3/bets/share-code?code=${encodeURIComponent(code)}`, {
    locale,
    signal,
  });
