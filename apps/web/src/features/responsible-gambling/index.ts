export { ActivityHeartbeatOnDemand } from './heartbeat-on-demand';
export { LimitsSection } from './limits-section';
