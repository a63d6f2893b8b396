export { checkDeposit, isLimitRefusal } from './enforce';
export { LimitsRepo } from './repo';
export { limitsRoutes } from './routes';
export { type LimitsOptions, LimitsService } from './service';
export { isExcluded } from './windows';
