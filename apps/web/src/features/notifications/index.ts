export { NotificationsBell } from './bell';
export { LatestNotifications } from './latest';
