export { PushSender } from './push';
export { pushRoutes } from './push-routes';
export { NotificationsRepo } from './repo';
export { notificationRoutes } from './routes';
export { NotificationsService } from './service';
export { loadVapidKeys } from './vapid';
