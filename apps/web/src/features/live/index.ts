export { ConnectionStatus } from './connection-status';
export { LiveSync, useMatchChannel } from './live-sync';
