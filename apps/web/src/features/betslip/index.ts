export { BetSlipPanel } from './bet-slip-panel';
export { INITIAL_PANEL } from './panel';
export { openPanel, usePanelStore } from './panel-store';
export { quickBetDispatch, useQuickBetStore, useQuickMode } from './quick-bet-mode';
export { QuickBetToggle } from './quick-bet-toggle';
export { SlipRuntimeOnDemand } from './slip-runtime-on-demand';
export { useIsSelected, useSlipStore } from './slip-store';
