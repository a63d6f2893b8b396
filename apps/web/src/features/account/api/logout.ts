import type { TOkReply } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** SPEC §7 POST /player/logout: revokes the session server-side. */
export const logout = () => apiFetch<TOkReply>('/api/platform/player/logout', { method: 'POST', body: {} });
