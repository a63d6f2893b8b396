export { BetCard } from './components/bet-card';
export { BetsHistory } from './components/bets-history';
export { MyBets } from './components/my-bets';
export { ShareButton } from './components/share-button';
export { ShareRestoreOnCode } from './components/share-restore-on-code';
export { parseHistoryFilter } from './history-filter';
export { errorsByBet, placeFailure, refusalMessage } from './place-errors';
export { sharedFromPlaced, sharedFromSlip } from './share';
