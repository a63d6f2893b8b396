import type { TSharedBet } from '@sportsbook/contract';
import { api } from '@/shared/api/client';

/** SPEC §7 POST /v3/bets/share-code: stores the bets, returns their code. */
export const createShareCode = (bets: TSharedBet[], locale: string) =>
  api('POST /api/sportsbook/v3/bets/share-code', {
    body: { bets },
    locale,
  });

/** SPEC §7 GET /v3/bets/share-code: the shared bets with their selections as they are now. */
export const fetchShareCode = (code: string, locale: string, signal?: AbortSignal) =>
  api('GET /api/sportsbook/v3/bets/share-code', {
    query: { code },
    locale,
    signal,
  });
