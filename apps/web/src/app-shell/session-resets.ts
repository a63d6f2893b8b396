import { onSessionCleared } from '@/features/account';
import { betsKeys } from '@/features/bets/queries';
import { quickBetDispatch } from '@/features/betslip';
import { bonusesKeys } from '@/features/bonuses/queries';
import { limitsKeys } from '@/features/responsible-gambling/queries';
import { settingsKeys } from '@/features/settings/queries';

// Signing out (or a 401) forgets the player's bets, bonuses, bet settings, limits and quick-bet
// mode in this tab.
// Registered once, where the app is put together: account cannot import the features above it.
onSessionCleared((queryClient) => {
  queryClient.removeQueries({ queryKey: betsKeys.all });
  queryClient.removeQueries({ queryKey: settingsKeys.all });
  queryClient.removeQueries({ queryKey: bonusesKeys.all });
  queryClient.removeQueries({ queryKey: limitsKeys.all });
  quickBetDispatch({ type: 'disable' });
});
