import type { TDepositRequest, TPayment } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** Demo mode: POST /api/platform/deposits → a pending payment whose `redirect_url` is the card page. */
export const createDeposit = (body: TDepositRequest) =>
  apiFetch<TPayment>('/api/platform/deposits', { method: 'POST', body });
