import type { TPlayerProfile } from './platform';

/** What a visitor without a session is: the profile GET /api/platform/player answers then. */
export const ANONYMOUS_PLAYER: TPlayerProfile = {
  id: null,
  name: null,
  first_name: null,
  last_name: null,
  nickname: null,
  email: null,
  phone: null,
  language: null,
  currency: null,
  is_logged_in: false,
  statuses: [],
  auth_fields_missed: [],
  country: null,
  serasa: { pve: false },
};
