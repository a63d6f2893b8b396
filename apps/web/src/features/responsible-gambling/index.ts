export { ActivityHeartbeatOnDemand } from './heartbeat-on-demand';
export { LimitsSection } from './limits-section';
export { RealityCheckOnDemand } from './reality-check-on-demand';
