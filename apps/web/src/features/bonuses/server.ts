export { PrefetchedPromotions } from './prefetched-promotions';
