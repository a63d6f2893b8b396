import { onSessionCleared } from '@/features/account';
import { betsKeys } from '@/features/bets/queries';
import { quickBetDispatch } from '@/features/betslip';
import { bonusesKeys } from '@/features/bonuses/queries';
import { favoritesKeys } from '@/features/favorites/queries';
import { notificationsKeys } from '@/features/notifications/queries';
import { limitsKeys } from '@/features/responsible-gambling/queries';
import { settingsKeys } from '@/features/settings/queries';

// Signing out (or a 401) forgets the player's bets, bonuses, bet settings, limits, favourites,
// notifications and quick-bet mode in this tab.
// Registered once, where the app is put together: account cannot import the features above it.
onSessionCleared((queryClient) => {
  queryClient.removeQueries({ queryKey: betsKeys.all });
  queryClient.removeQueries({ queryKey: settingsKeys.all });
  queryClient.removeQueries({ queryKey: bonusesKeys.all });
  queryClient.removeQueries({ queryKey: limitsKeys.all });
  queryClient.removeQueries({ queryKey: favoritesKeys.all });
  queryClient.removeQueries({ queryKey: notificationsKeys.all });
  quickBetDispatch({ type: 'disable' });
});
