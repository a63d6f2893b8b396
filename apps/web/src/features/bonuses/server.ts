export { PrefetchedLeaderboard } from './prefetched-leaderboard';
export { PrefetchedPromotions } from './prefetched-promotions';
