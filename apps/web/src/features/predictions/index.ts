export { PredictionWidget } from './prediction-widget';
