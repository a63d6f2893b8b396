import type { TDepositRequest } from '@sportsbook/contract';
import { api } from '@/shared/api/client';

/** Demo mode: POST /api/platform/deposits → a pending payment whose `redirect_url` is the card page. */
export const createDeposit = (body: TDepositRequest) => api('POST /api/platform/deposits', { body });
