export { currentAcceptMode, useAcceptMode } from './accept-mode';
export { BetSettingsSync } from './bet-settings-sync';
export { setOddsType, useOddsType } from './odds-type-store';
export { LanguageSelect, OddsFormatPicker } from './settings-controls';
export { SettingsDialog } from './settings-dialog';
