export { NotificationsBell } from './bell';
