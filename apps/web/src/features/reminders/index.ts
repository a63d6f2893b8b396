export { Reminders } from './reminders';
