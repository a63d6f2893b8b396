import type { TBonusIssuedData } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '@/shared/notices';
import { useBonusToasts } from './toast-store';

/** Query keys of the bonuses feature (DESIGN 'Front end': one key factory per feature). */
export const bonusesKeys = {
  all: ['bonuses'] as const,
  freebets: (locale: string) => [...bonusesKeys.all, 'freebets', locale] as const,
  comboboosts: (locale: string) => [...bonusesKeys.all, 'comboboosts', locale] as const,
};

/**
 * SPEC §7 `bonus_issued` on the player's channel: the bonus lists are refetched (the slip offers a
 * new freebet at once), the player is told with an alert naming it, and its toast card waits
 * (bonus-toasts.tsx) until opened or closed.
 */
export function applyBonusIssued(queryClient: QueryClient, data: TBonusIssuedData): void {
  void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
  useBonusToasts.getState().push(data);
  showAlert(
    'info',
    { key: 'bonuses.issued.title' },
    { key: 'bonuses.issued.description', values: { name: data.name } },
  );
}
