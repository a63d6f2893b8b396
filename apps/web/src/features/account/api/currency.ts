import { api } from '@/shared/api/client';

/** SPEC §7 PUT /player/currency: the new current currency; the reply is the updated profile. */
export const changeCurrency = (currency: string) =>
  api('PUT /api/platform/player/currency', { body: { currency } });
