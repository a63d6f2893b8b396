import type { Minor } from '@sportsbook/betting';
import type { TNotification } from '@sportsbook/contract';
import { formatMoney } from '@/shared/money';
import type { Notice, NoticeText } from '@/shared/notices';

const GOOD_NEWS = new Set<TNotification['type']>(['bet_won', 'bet_cashed_out', 'deposit_approved']);

/** How a notification reads in the player's language: a titled line and what it is about. */
export function describeNotification(
  notification: TNotification,
  locale: string,
): { tone: Notice['tone']; title: NoticeText; description: NoticeText } {
  const { amount } = notification;
  const money = amount ? formatMoney(amount.value as Minor, amount.currency, amount.subunits, locale) : '';
  const tone = GOOD_NEWS.has(notification.type) ? 'success' : 'info';
  return {
    tone,
    title: { key: `notifications.types.${notification.type}`, values: { amount: money } },
    description: { text: [notification.title, notification.body].filter(Boolean).join(' · ') },
  };
}
