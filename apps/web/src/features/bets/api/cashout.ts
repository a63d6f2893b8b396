import { api } from '@/shared/api/client';

/** SPEC §7 POST /v3/bets/cashout: refused (error.cashout.value_changed) when the value moved. */
export const cashOutBet = (betId: string, toCashout: number, locale: string) =>
  api('POST /api/sportsbook/v3/bets/cashout', {
    body: { bet_id: betId, to_cashout: toCashout },
    locale,
  });
