export { checkDeposit, isLimitRefusal } from './enforce';
export { type RealityCheckOptions, RealityCheckService } from './reality-check';
export { RealityCheckRepo } from './reality-repo';
export { realityCheckRoutes } from './reality-routes';
export { LimitsRepo } from './repo';
export { limitsRoutes } from './routes';
export { type LimitsOptions, LimitsService } from './service';
export { isExcluded } from './windows';
