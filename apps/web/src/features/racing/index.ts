export { racecardQueryOptions } from './api';
export { RaceView } from './race-view';
