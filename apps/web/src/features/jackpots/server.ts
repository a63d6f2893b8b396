export { PrefetchedJackpotBanner } from './prefetched-jackpot-banner';
