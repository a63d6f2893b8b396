export { PhoneRepo } from './repo';
export { devSmsRoutes, phoneRoutes } from './routes';
export { PhoneVerificationService } from './service';
export { DevSmsOutbox, type SmsSender, TwilioSms } from './sms';
