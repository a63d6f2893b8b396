export { settingsKeys } from './api/bet-settings';
