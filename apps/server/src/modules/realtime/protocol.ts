/**
 * The Centrifuge client protocol, JSON flavour (what centrifuge-js v5 speaks by default): one JSON
 * object per line, several lines per WebSocket frame. Field names follow the protocol's
 * `client.proto`; zero values are left out, as the JSON encoding of the protocol does.
 */

export interface ClientInfo {
  user: string;
  client: string;
  conn_info?: unknown;
  chan_info?: unknown;
}

export interface Publication {
  data: unknown;
  offset?: number;
  info?: ClientInfo;
  tags?: Record<string, string>;
}

export interface StreamPosition {
  offset: number;
  epoch: string;
}

export interface SubscribeRequest {
  channel?: string;
  token?: string;
  recover?: boolean;
  epoch?: string;
  offset?: number;
  data?: unknown;
  positioned?: boolean;
  recoverable?: boolean;
  join_leave?: boolean;
  delta?: string;
  flag?: number;
  type?: number;
}

export interface SubscribeResult {
  expires?: boolean;
  ttl?: number;
  recoverable?: boolean;
  epoch?: string;
  publications?: Publication[];
  recovered?: boolean;
  offset?: number;
  positioned?: boolean;
  data?: unknown;
  was_recovering?: boolean;
}

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  subs?: Record<string, SubscribeRequest>;
  name?: string;
  version?: string;
  headers?: Record<string, string>;
}

export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: { channel?: string };
  publish?: { channel?: string; data?: unknown };
  presence?: { channel?: string };
  presence_stats?: { channel?: string };
  history?: { channel?: string; limit?: number; since?: Partial<StreamPosition>; reverse?: boolean };
  ping?: Record<string, never>;
  send?: { data?: unknown };
  rpc?: { method?: string; data?: unknown };
  refresh?: { token?: string };
  sub_refresh?: { channel?: string; token?: string };
}

/** The command methods of SPEC §7, in the order `Command` declares them. */
export const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
export type Method = (typeof METHODS)[number];

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** A disconnect advice: the WebSocket close code and reason the client acts on. */
export interface Disconnect {
  code: number;
  reason: string;
}

/**
 * Error codes of Centrifugo / the Centrifuge library (`errors.go`). The client retries codes
 * below 100 and temporary errors; 109 makes it fetch a new token first.
 */
export const ErrorCodes = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests', temporary: true },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ProtocolError>;

/**
 * Disconnect codes of Centrifugo (`disconnect.go`). 3000–3499: the client reconnects;
 * 3500–3999: terminal, it does not (centrifuge-js also treats 4500–4999 as terminal).
 */
export const DisconnectCodes = {
  connectionClosed: { code: 3000, reason: 'connection closed' },
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  subExpired: { code: 3006, reason: 'subscription expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  insufficientState: { code: 3010, reason: 'insufficient state' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
  channelLimit: { code: 3505, reason: 'channel limit' },
  inappropriateProtocol: { code: 3506, reason: 'inappropriate protocol' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
  notAvailable: { code: 3508, reason: 'not available' },
  tooManyErrors: { code: 3509, reason: 'too many errors' },
} as const satisfies Record<string, Disconnect>;

/** Thrown by a command handler: the command gets an error reply, the connection stays. */
export class ReplyError extends Error {
  constructor(readonly error: ProtocolError) {
    super(error.message);
  }
}

/** Thrown by a command handler: the connection is closed with this code and reason. */
export class DisconnectError extends Error {
  constructor(readonly disconnect: Disconnect) {
    super(disconnect.reason);
  }
}

/** Splits a text frame into commands; a line that is not a JSON object is a protocol violation. */
export function decodeCommands(frame: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    commands.push(parsed as Command);
  }
  return commands;
}

/** The method a command carries: the one request field it sets (the empty object is a pong). */
export function methodOf(command: Command): Method | 'pong' | null {
  let found: Method | null = null;
  for (const method of METHODS) {
    if (command[method] !== undefined) {
      if (found) return null;
      found = method;
    }
  }
  if (found) return found;
  return command.id === undefined || command.id === 0 ? 'pong' : null;
}
