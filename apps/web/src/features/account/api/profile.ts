import type { TProfileUpdateRequest } from '@sportsbook/contract';
import { api } from '@/shared/api/client';

/** PUT /player/profile: fills in profile fields (the missed-fields modal); the reply is the profile. */
export const updateProfile = (body: TProfileUpdateRequest) =>
  api('PUT /api/platform/player/profile', { body });
