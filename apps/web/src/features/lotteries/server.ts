export { LotteriesLobby } from './lotteries-lobby';
