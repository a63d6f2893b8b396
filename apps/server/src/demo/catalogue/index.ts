/**
 * Deterministic demo catalogue: reference data, matches, outrights and their prices from a seed.
 * Pure: no IO, no clock (time is always an argument), no Math.random.
 */

export { matchPreview, type PreviewAsk } from './history';
export { priceMarketsAt, WINNERS_PER_RESULT } from './markets/index';
export { matchFigures } from './match-stats';
export { generateOutrights } from './outrights';
export type { Progress } from './progress';
export { progressAt } from './progress';
export type { ReferenceData } from './reference';
export { generateReferenceData } from './reference';
export type { GeneratedEvent } from './schedule';
export { generateMatches } from './schedule';
export type { MatchScript } from './script';
