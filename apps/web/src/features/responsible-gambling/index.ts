export { ActivityHeartbeat } from './activity-heartbeat';
export { LimitsSection } from './limits-section';
export { limitsKeys, limitsQueryOptions } from './queries';
