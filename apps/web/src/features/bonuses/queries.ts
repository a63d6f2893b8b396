import type { TBonusIssuedData } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '@/shared/notices';

/** Query keys of the bonuses feature (DESIGN 'Front end': one key factory per feature). */
export const bonusesKeys = {
  all: ['bonuses'] as const,
  freebets: (locale: string) => [...bonusesKeys.all, 'freebets', locale] as const,
  comboboosts: (locale: string) => [...bonusesKeys.all, 'comboboosts', locale] as const,
};

/**
 * SPEC §7 `bonus_issued` on the player's channel: the bonus lists are refetched (the slip offers a
 * new freebet at once) and the player is told with an alert naming it.
 */
export function applyBonusIssued(queryClient: QueryClient, data: TBonusIssuedData): void {
  void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
  showAlert(
    'info',
    { key: 'bonuses.issued.title' },
    { key: 'bonuses.issued.description', values: { name: data.name } },
  );
}
