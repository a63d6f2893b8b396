import { type Notice, showAlert } from '@/shared/notices';

/** Notices of the account feature (SPEC §8): message keys under `account.notices`. */
export type NoticeKey = 'sessionExpired' | 'depositSuccess' | 'depositFailed' | 'depositPending';

export const showNotice = (key: NoticeKey, tone: Notice['tone']) =>
  showAlert(tone, { key: `account.notices.${key}.title` }, { key: `account.notices.${key}.description` });
