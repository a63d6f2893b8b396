export { RacingLobby } from './racing-lobby';
