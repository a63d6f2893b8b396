export { MatchInfo } from './match-info';
