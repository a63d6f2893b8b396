import type { TPlayerProfile, TProfileUpdateRequest } from '@sportsbook/contract';
import { apiFetch } from '@/shared/api/client';

/** PUT /player/profile: fills in profile fields (the missed-fields modal); the reply is the profile. */
export const updateProfile = (body: TProfileUpdateRequest) =>
  apiFetch<TPlayerProfile>('/api/platform/player/profile', { method: 'PUT', body });
