import { api } from '@/shared/api/client';
import type { CustomSelection } from './custom-calculate';

/**
 * SPEC §7 POST /v3/bets/custom/odds: the price to place a custom bet with (`custom_odds`). A refusal
 * is a 400 whose `data.localized_message` is shown (SPEC §8: the calculation rethrows it).
 */
export const fetchCustomOdds = (
  selections: readonly CustomSelection[],
  deviceId: string,
  locale: string,
  signal?: AbortSignal,
) =>
  api('POST /api/sportsbook/v3/bets/custom/odds', {
    body: { meta: { device_id: deviceId }, selections },
    locale,
    signal,
  });
