import { readFileSync } from 'node:fs';
import { PRIVATE_CHANNEL_PREFIX, RealtimeNamespace } from '@sportsbook/contract';

/**
 * Options of a channel namespace, read from the Centrifugo v6 keys of the same name and meaning
 * (`channel.namespaces[]` and `channel.without_namespace`).
 */
export interface ChannelOptions {
  presence: boolean;
  historySize: number;
  historyTtlMs: number;
  forceRecovery: boolean;
  allowRecovery: boolean;
  allowSubscribeForClient: boolean;
  allowSubscribeForAnonymous: boolean;
  allowPublishForClient: boolean;
  allowPublishForSubscriber: boolean;
  allowPublishForAnonymous: boolean;
  allowPresenceForClient: boolean;
  allowPresenceForSubscriber: boolean;
  allowPresenceForAnonymous: boolean;
  allowHistoryForClient: boolean;
  allowHistoryForSubscriber: boolean;
  allowHistoryForAnonymous: boolean;
}

export interface RealtimeSettings {
  /** `client.insecure`: every connection, subscription and call is allowed (development only). */
  insecure: boolean;
  /** `client.token.hmac_secret_key`: verifies HS256 connection and subscription tokens. */
  hmacSecretKey: string;
  /** `client.allowed_origins`: browser origins allowed to open a connection; `*` allows any. */
  allowedOrigins: string[];
  /** `http_api.key`: the `X-API-Key` of the server HTTP API. */
  apiKey: string;
  /** `client.ping_interval` / `client.pong_timeout`. */
  pingIntervalMs: number;
  pongTimeoutMs: number;
  /**
   * `client.write_delay`: how long publications may wait to be sent together, one frame per client
   * (0: at once; the hub also paces large fan-outs by itself, see hub.ts).
   */
  writeDelayMs?: number;
  withoutNamespace: ChannelOptions;
  namespaces: Map<string, ChannelOptions>;
}

/** Centrifugo's `client.history_max_publication_limit` and `recovery_max_publication_limit`. */
export const HISTORY_MAX_PUBLICATION_LIMIT = 300;
export const RECOVERY_MAX_PUBLICATION_LIMIT = 300;
/** Centrifugo's `channel.history_meta_ttl` default: how long a stream's offset and epoch live. */
export const HISTORY_META_TTL_MS = 720 * 3600_000;
/** Centrifugo's `client.message_size_limit` default. */
export const MESSAGE_SIZE_LIMIT = 65536;

/** Demo values, published in the README: outside demo mode they are refused (refuseDemoSecrets). */
export const DEMO_API_KEY = 'demo-realtime-api-key';
export const DEMO_TOKEN_SECRET = 'demo-realtime-token-secret-change-me';

const CLOSED: ChannelOptions = {
  presence: false,
  historySize: 0,
  historyTtlMs: 0,
  forceRecovery: false,
  allowRecovery: false,
  allowSubscribeForClient: false,
  allowSubscribeForAnonymous: false,
  allowPublishForClient: false,
  allowPublishForSubscriber: false,
  allowPublishForAnonymous: false,
  allowPresenceForClient: false,
  allowPresenceForSubscriber: false,
  allowPresenceForAnonymous: false,
  allowHistoryForClient: false,
  allowHistoryForSubscriber: false,
  allowHistoryForAnonymous: false,
};

/** What any visitor may read of public channels: subscribe, history, presence; never publish. */
const PUBLIC_READ: Partial<ChannelOptions> = {
  presence: true,
  forceRecovery: true,
  allowSubscribeForClient: true,
  allowSubscribeForAnonymous: true,
  allowHistoryForSubscriber: true,
  allowHistoryForAnonymous: true,
  allowPresenceForSubscriber: true,
  allowPresenceForAnonymous: true,
};

/**
 * Without a configuration file: history and recovery on for the three namespaces of the wire
 * contract. Player channels are private (`$`): a subscription token is the only way in.
 */
export function defaultNamespaces(): Map<string, ChannelOptions> {
  return new Map<string, ChannelOptions>([
    [RealtimeNamespace.public, { ...CLOSED, ...PUBLIC_READ, historySize: 1000, historyTtlMs: 600_000 }],
    [RealtimeNamespace.match, { ...CLOSED, ...PUBLIC_READ, historySize: 300, historyTtlMs: 600_000 }],
    [
      RealtimeNamespace.player,
      {
        ...CLOSED,
        presence: true,
        forceRecovery: true,
        historySize: 100,
        historyTtlMs: 3600_000,
        allowHistoryForSubscriber: true,
        allowPresenceForSubscriber: true,
      },
    ],
  ]);
}

export interface SettingsInput {
  /** Path of a Centrifugo v6 JSON configuration file (REALTIME_CONFIG). */
  configPath?: string;
  /** REALTIME_API_KEY: wins over the file's `http_api.key`. */
  apiKey?: string;
  /** REALTIME_TOKEN_SECRET: wins over the file's `client.token.hmac_secret_key`. */
  tokenSecret?: string;
  /** Origins of the web app: allowed when the file names none. */
  allowedOrigins?: string[];
}

export interface LoadedSettings {
  settings: RealtimeSettings;
  /** One line per configuration key this hub does not support (ignored, as the operator should know). */
  warnings: string[];
}

const NAMESPACE_KEYS: Record<string, keyof ChannelOptions> = {
  presence: 'presence',
  history_size: 'historySize',
  history_ttl: 'historyTtlMs',
  force_recovery: 'forceRecovery',
  allow_recovery: 'allowRecovery',
  allow_subscribe_for_client: 'allowSubscribeForClient',
  allow_subscribe_for_anonymous: 'allowSubscribeForAnonymous',
  allow_publish_for_client: 'allowPublishForClient',
  allow_publish_for_subscriber: 'allowPublishForSubscriber',
  allow_publish_for_anonymous: 'allowPublishForAnonymous',
  allow_presence_for_client: 'allowPresenceForClient',
  allow_presence_for_subscriber: 'allowPresenceForSubscriber',
  allow_presence_for_anonymous: 'allowPresenceForAnonymous',
  allow_history_for_client: 'allowHistoryForClient',
  allow_history_for_subscriber: 'allowHistoryForSubscriber',
  allow_history_for_anonymous: 'allowHistoryForAnonymous',
};

const TOP_KEYS = new Set([
  'client.insecure',
  'client.token.hmac_secret_key',
  'client.allowed_origins',
  'client.ping_interval',
  'client.pong_timeout',
  'client.write_delay',
  'http_api.key',
]);

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3600_000 };

/** A Go duration as Centrifugo v6 writes them: "300s", "5m", "1h30m", "500ms"; "0" is zero. */
export function parseDuration(value: unknown, path: string): number {
  if (value === 0 || value === '0') return 0;
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value)) {
    throw new Error(
      `${path}: expected a duration such as "300s", "5m" or "1h", got ${JSON.stringify(value)}`,
    );
  }
  let ms = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d+)?)(ms|s|m|h)/g)) {
    ms += Number(amount) * (DURATION_UNITS[unit ?? 's'] ?? 0);
  }
  return Math.round(ms);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function expect<T>(value: unknown, path: string, kind: 'boolean' | 'string' | 'number'): T {
  if (typeof value !== kind) throw new Error(`${path}: expected a ${kind}, got ${JSON.stringify(value)}`);
  return value as T;
}

function readChannelOptions(raw: Json, path: string, warnings: string[]): ChannelOptions {
  const options: ChannelOptions = { ...CLOSED };
  for (const [key, value] of Object.entries(raw)) {
    const field = NAMESPACE_KEYS[key];
    if (key === 'name' && path.startsWith('channel.namespaces')) continue;
    if (!field) {
      warnings.push(`${path}.${key} is not supported by this hub and is ignored`);
      continue;
    }
    if (field === 'historyTtlMs') options.historyTtlMs = parseDuration(value, `${path}.${key}`);
    else if (field === 'historySize') {
      const size = expect<number>(value, `${path}.${key}`, 'number');
      if (!Number.isInteger(size) || size < 0) throw new Error(`${path}.${key}: expected a whole number ≥ 0`);
      options.historySize = size;
    } else options[field] = expect<boolean>(value, `${path}.${key}`, 'boolean');
  }
  if (options.historySize > 0 !== options.historyTtlMs > 0) {
    throw new Error(`${path}: history_size and history_ttl must be set together`);
  }
  return options;
}

/** Flattens the keys of a configuration object into dotted paths, for the unknown-key warnings. */
function leafPaths(value: Json, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isObject(inner) && Object.keys(inner).length > 0 ? leafPaths(inner, path) : [path];
  });
}

/**
 * Reads the hub's options from a Centrifugo v6 JSON configuration — the keys it supports, with
 * Centrifugo's names and meanings — and lists every other key as a warning. Without a file, the
 * defaults of the wire contract apply.
 */
export function loadRealtimeSettings(input: SettingsInput = {}): LoadedSettings {
  const warnings: string[] = [];
  let file: Json = {};
  if (input.configPath) {
    const text = readFileSync(input.configPath, 'utf8');
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed))
      throw new Error(`${input.configPath}: a Centrifugo configuration is a JSON object`);
    file = parsed;
  }
  const client = isObject(file.client) ? file.client : {};
  const token = isObject(client.token) ? client.token : {};
  const httpApi = isObject(file.http_api) ? file.http_api : {};
  const channel = isObject(file.channel) ? file.channel : {};

  for (const path of leafPaths(file)) {
    if (TOP_KEYS.has(path) || path.startsWith('channel.')) continue;
    warnings.push(`${path} is not supported by this hub and is ignored`);
  }
  for (const key of Object.keys(channel)) {
    if (key !== 'namespaces' && key !== 'without_namespace') {
      warnings.push(`channel.${key} is not supported by this hub and is ignored`);
    }
  }

  const withoutNamespace = isObject(channel.without_namespace)
    ? readChannelOptions(channel.without_namespace, 'channel.without_namespace', warnings)
    : { ...CLOSED };
  let namespaces = defaultNamespaces();
  if (channel.namespaces !== undefined) {
    if (!Array.isArray(channel.namespaces)) throw new Error('channel.namespaces: expected an array');
    namespaces = new Map();
    channel.namespaces.forEach((raw: unknown, index) => {
      const path = `channel.namespaces[${index}]`;
      if (!isObject(raw)) throw new Error(`${path}: expected an object`);
      const name = expect<string>(raw.name, `${path}.name`, 'string');
      if (!/^[-a-zA-Z0-9_.]{2,}$/.test(name)) throw new Error(`${path}.name: invalid namespace name`);
      namespaces.set(name, readChannelOptions(raw, path, warnings));
    });
  }

  const fileSecret =
    token.hmac_secret_key === undefined
      ? undefined
      : expect<string>(token.hmac_secret_key, 'client.token.hmac_secret_key', 'string');
  const fileKey =
    httpApi.key === undefined ? undefined : expect<string>(httpApi.key, 'http_api.key', 'string');
  const origins =
    client.allowed_origins === undefined
      ? (input.allowedOrigins ?? [])
      : (client.allowed_origins as unknown[]).map((origin, i) =>
          expect<string>(origin, `client.allowed_origins[${i}]`, 'string'),
        );

  const hmacSecretKey = input.tokenSecret || fileSecret || DEMO_TOKEN_SECRET;
  const apiKey = input.apiKey || fileKey || DEMO_API_KEY;

  return {
    settings: {
      insecure:
        client.insecure === undefined
          ? false
          : expect<boolean>(client.insecure, 'client.insecure', 'boolean'),
      hmacSecretKey,
      allowedOrigins: origins,
      apiKey,
      pingIntervalMs:
        client.ping_interval === undefined
          ? 25_000
          : parseDuration(client.ping_interval, 'client.ping_interval'),
      pongTimeoutMs:
        client.pong_timeout === undefined ? 8_000 : parseDuration(client.pong_timeout, 'client.pong_timeout'),
      writeDelayMs:
        client.write_delay === undefined ? 0 : parseDuration(client.write_delay, 'client.write_delay'),
      withoutNamespace,
      namespaces,
    },
    warnings,
  };
}

/**
 * Outside demo mode the published demo secret and key would let anyone mint tokens for any player's
 * channel or publish to every client, so the process refuses to start with them.
 * `servesHttpApi` is false when a real Centrifugo serves clients: only the token secret is used here then.
 */
export function refuseDemoSecrets(settings: RealtimeSettings, servesHttpApi: boolean): void {
  const problems: string[] = [];
  if (settings.hmacSecretKey === DEMO_TOKEN_SECRET)
    problems.push('set REALTIME_TOKEN_SECRET (or client.token.hmac_secret_key) to a secret of your own');
  if (servesHttpApi && settings.apiKey === DEMO_API_KEY)
    problems.push('set REALTIME_API_KEY (or http_api.key) to a key of your own');
  if (problems.length > 0)
    throw new Error(
      `Refusing to start outside demo mode with the demo real-time secrets: ${problems.join('; ')}`,
    );
}

/**
 * The options of a channel: its namespace is what precedes the first `:` once the private
 * prefix is removed (as Centrifugo reads it); null for a namespace that is not configured.
 */
export function channelOptions(settings: RealtimeSettings, channel: string): ChannelOptions | null {
  const name = channel.startsWith(PRIVATE_CHANNEL_PREFIX)
    ? channel.slice(PRIVATE_CHANNEL_PREFIX.length)
    : channel;
  const boundary = name.indexOf(':');
  if (boundary < 0) return settings.withoutNamespace;
  return settings.namespaces.get(name.slice(0, boundary)) ?? null;
}

export const isPrivateChannel = (channel: string) => channel.startsWith(PRIVATE_CHANNEL_PREFIX);

export const hasHistory = (options: ChannelOptions) => options.historySize > 0 && options.historyTtlMs > 0;
