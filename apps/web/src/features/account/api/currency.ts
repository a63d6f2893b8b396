import type { TPlayerProfile } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** SPEC §7 PUT /player/currency: the new current currency; the reply is the updated profile. */
export const changeCurrency = (currency: string) =>
  apiFetch<TPlayerProfile>('/api/platform/player/currency', { method: 'PUT', body: { currency } });
