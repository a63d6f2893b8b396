export { JackpotBanner } from './jackpot-banner';
export { JackpotHitWatch } from './jackpot-hit-watch';
