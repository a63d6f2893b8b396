export { AccountBar } from './account-bar';
export { AccountRuntime, RealtimeSession } from './account-runtime';
export { accountsQueryOptions } from './api/accounts';
export { playerQueryOptions } from './api/player';
export { DevMailbox } from './dev-mailbox';
export { usePlayerChannel } from './player-channel-state';
export { handleUnauthorized } from './unauthorized';
export type { Session } from './use-session';
export { onSessionCleared, useSession, useSessionActions } from './use-session';
