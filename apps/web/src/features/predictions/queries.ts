export { applyPredictionChanged, predictionQueryOptions, predictionsKeys } from './api/prediction';
