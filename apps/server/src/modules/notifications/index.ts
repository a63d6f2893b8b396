export { NotificationsRepo } from './repo';
export { notificationRoutes } from './routes';
export { NotificationsService } from './service';
