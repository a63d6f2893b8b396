export {
  eventStatsQueryOptions,
  matchInfoKeys,
  matchPreviewQueryOptions,
  statsMoment,
} from './api/match-info';
