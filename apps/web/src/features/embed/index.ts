export { EmbedWhenFramed } from './embed-when-framed';
export { InitSportsbook } from './init-sportsbook';
