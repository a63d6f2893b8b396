export { ArenaLaunch } from './arena-launch';
export { useLaunch } from './use-launch';
