export { deviceId } from '@/features/tracking';
export type { CustomSelection } from './api/custom-calculate';
export { customLegKey, useCustomCalculation } from './api/custom-calculate';
export { useCustomMarkets } from './api/custom-markets';
export { fetchCustomOdds } from './api/custom-odds';
export { betsKeys } from './api/keys';
export { placeBets } from './api/place-bets';
export { applyBetChanged, applyCashoutChanged, refreshBets } from './cache';
