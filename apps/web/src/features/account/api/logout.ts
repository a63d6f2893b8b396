import { api } from '@/shared/api/client';

/** SPEC §7 POST /player/logout: revokes the session server-side. */
export const logout = () => api('POST /api/platform/player/logout');
