export { currentAcceptMode, useAcceptMode } from './accept-mode';
export { BetSettingsSync } from './bet-settings-sync';
export { setOddsType, useOddsType } from './odds-type-store';
export { SettingsDialog } from './settings-dialog';
