export { BetBuilder } from './components/bet-builder';
