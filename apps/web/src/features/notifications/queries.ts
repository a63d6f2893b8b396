export {
  applyNotification,
  applyUnreadCounters,
  countersQueryOptions,
  notificationsKeys,
} from './api/notifications';
export { describeNotification } from './describe';
