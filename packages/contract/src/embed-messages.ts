// The postMessage protocol between a host page and the sportsbook in its iframe (SPEC §7 'Other',
// issue 25), zod-free: the host SDK and the framed web app import it (`@sportsbook/contract/embed-messages`). The zod schemas of
// the same messages are `embed.ts`'s; a test holds the two to the same verdict on every sample.

/** Version of the protocol; a message of another version is not understood and is ignored. */
export const EMBED_PROTOCOL_VERSION = 1;

/** Prefix of every message the sportsbook sends to its parent frame (SPEC §7). */
export const FRAME_MESSAGE_PREFIX = 'sportsbook:';

/** The host callbacks whose requests the frame hands to the host instead of its own modals. */
export const EMBED_LISTENERS = ['sign-in', 'sign-up', 'deposit'] as const;
export type TEmbedListener = (typeof EMBED_LISTENERS)[number];

/** SPEC §9's odds formats, as the host may set them (packages/betting's `ODDS_TYPES`). */
export const EMBED_ODDS_FORMATS = [
  'decimal',
  'fractional',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type TEmbedOddsFormat = (typeof EMBED_ODDS_FORMATS)[number];

/** The bet slip's states, as packages/betting's ticket machine names them. */
export const EMBED_SLIP_STATES = ['initial', 'odds_changed', 'processing', 'success', 'error'] as const;
export type TEmbedSlipState = (typeof EMBED_SLIP_STATES)[number];

/** Payload of each message a host sends in (SPEC §7 'Host messages in'). */
export interface THostPayloads {
  /** The handshake, answered on every page load of the frame: what the host listens for, its session. */
  iframe_integration: { listeners: TEmbedListener[]; token: string | null; currency?: string };
  change_locale: { locale: string };
  change_currency: { currency: string };
  apply_bet_code: { code: string };
  open_bet_slip: Record<string, never>;
  /** A sportsbook path without its locale segment (`/live`, `/football`). */
  page_changed: { path: string };
  /** The part of the frame the host's window shows: its top edge in frame pixels and its height. */
  viewport: { top: number; height: number };
  odds_changed: { odds_format: TEmbedOddsFormat };
  search_modal: { query?: string };
}

/** Payload of each message the sportsbook sends out, named without the `sportsbook:` prefix. */
export interface TFramePayloads {
  'sign-in': Record<string, never>;
  'sign-up': Record<string, never>;
  deposit: { currency: string };
  'page-loaded': { path: string };
  'page-size-changed': { width: number; height: number };
  /** The current account's balance in minor units. */
  'balance-changed': { currency: string; balance: number };
  /** The slip's bets and selections, and its state (packages/betting's `TICKET_STATES`: `success` once placed). */
  'bet-slip-state-changed': { selections: number; bets: number; state: TEmbedSlipState };
  'top-event-clicked': { match_id: number };
  'notify-modal-triggered': { modal: string };
  initialized: { locale: string; currency: string; is_logged_in: boolean };
  'notify-currency-changed': { currency: string };
}

export type THostMessageType = keyof THostPayloads;
export type TFrameMessageName = keyof TFramePayloads;

export type THostMessage = {
  [K in THostMessageType]: { type: K; version: typeof EMBED_PROTOCOL_VERSION; payload: THostPayloads[K] };
}[THostMessageType];

export type TFrameMessage = {
  [K in TFrameMessageName]: {
    type: `${typeof FRAME_MESSAGE_PREFIX}${K}`;
    version: typeof EMBED_PROTOCOL_VERSION;
    payload: TFramePayloads[K];
  };
}[TFrameMessageName];

export const HOST_MESSAGE_TYPES = [
  'iframe_integration',
  'change_locale',
  'change_currency',
  'apply_bet_code',
  'open_bet_slip',
  'page_changed',
  'viewport',
  'odds_changed',
  'search_modal',
] as const satisfies readonly THostMessageType[];

export const FRAME_MESSAGE_NAMES = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'notify-currency-changed',
] as const satisfies readonly TFrameMessageName[];

/** Field formats shared with the zod schemas. */
export const EMBED_FORMATS = {
  locale: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/,
  currency: /^[A-Z][A-Z0-9]{1,9}$/,
  /** The share code of the bets contract. */
  code: /^[A-Za-z0-9]{4,32}$/,
  /** The session token the API takes as `Authorization: Bearer`. */
  token: /^[A-Za-z0-9_-]{20,200}$/,
  /** A path of the sportsbook: one leading slash, no scheme or host, no backslash. */
  path: /^\/(?!\/)[^\\\s]{0,2047}$/,
  modal: /^[A-Za-z][A-Za-z0-9_-]{0,39}$/,
} as const;

/** The longest search query (SPEC §2: 3 to 50 characters; the frame checks the lower bound). */
export const EMBED_SEARCH_MAX = 50;

type Check = (value: unknown) => boolean;
const matches =
  (pattern: RegExp): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value);
const finite: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const atLeastZero: Check = (value) => finite(value) && (value as number) >= 0;
const count: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/** Each payload's fields and their checks; a payload with any other field is malformed. */
const HOST_FIELDS: { [K in THostMessageType]: Record<keyof THostPayloads[K], Check> } = {
  iframe_integration: {
    listeners: (value) =>
      Array.isArray(value) && value.length <= EMBED_LISTENERS.length && value.every(oneOf(EMBED_LISTENERS)),
    token: (value) => value === null || matches(EMBED_FORMATS.token)(value),
    currency: optional(matches(EMBED_FORMATS.currency)),
  },
  change_locale: { locale: matches(EMBED_FORMATS.locale) },
  change_currency: { currency: matches(EMBED_FORMATS.currency) },
  apply_bet_code: { code: matches(EMBED_FORMATS.code) },
  open_bet_slip: {},
  page_changed: { path: matches(EMBED_FORMATS.path) },
  viewport: { top: finite, height: atLeastZero },
  odds_changed: { odds_format: oneOf(EMBED_ODDS_FORMATS) },
  search_modal: {
    query: optional((value) => typeof value === 'string' && value.length <= EMBED_SEARCH_MAX),
  },
};

const FRAME_FIELDS: { [K in TFrameMessageName]: Record<keyof TFramePayloads[K], Check> } = {
  'sign-in': {},
  'sign-up': {},
  deposit: { currency: matches(EMBED_FORMATS.currency) },
  'page-loaded': { path: matches(EMBED_FORMATS.path) },
  'page-size-changed': { width: atLeastZero, height: atLeastZero },
  'balance-changed': { currency: matches(EMBED_FORMATS.currency), balance: Number.isSafeInteger },
  'bet-slip-state-changed': { selections: count, bets: count, state: oneOf(EMBED_SLIP_STATES) },
  'top-event-clicked': { match_id: (value) => Number.isSafeInteger(value) && (value as number) > 0 },
  'notify-modal-triggered': { modal: matches(EMBED_FORMATS.modal) },
  initialized: {
    locale: matches(EMBED_FORMATS.locale),
    currency: matches(EMBED_FORMATS.currency),
    is_logged_in: (value) => typeof value === 'boolean',
  },
  'notify-currency-changed': { currency: matches(EMBED_FORMATS.currency) },
};

function validPayload(payload: unknown, fields: Record<string, Check>): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const record = payload as Record<string, unknown>;
  if (Object.keys(record).some((key) => !Object.hasOwn(fields, key))) return false;
  return Object.entries(fields).every(([key, check]) => check(record[key]));
}

/**
 * Why a message was not taken: not ours at all, shaped as ours but of a type this version does not
 * know, ours but another version, or ours but malformed.
 */
export type TEmbedRejection = 'foreign' | 'unknown' | 'version' | 'malformed';

export type TEmbedParse<M> = { ok: true; message: M } | { ok: false; reason: TEmbedRejection; type?: string };

function envelope(
  data: unknown,
): { type: string; version: unknown; payload: unknown; complete: boolean } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, version, payload } = data as Record<string, unknown>;
  const complete = Object.hasOwn(data, 'version') && Object.hasOwn(data, 'payload');
  return typeof type === 'string' ? { type, version, payload, complete } : null;
}

/**
 * Reads a message the frame received; anything but a well-formed host message of this version is
 * refused. A message in the protocol's envelope (`type`, `version`, `payload`) of a type no host
 * message has is `unknown` (a host bug worth reporting); anything else the parent posts is foreign.
 */
export function readHostMessage(data: unknown): TEmbedParse<THostMessage> {
  const message = envelope(data);
  if (!message) return { ok: false, reason: 'foreign' };
  const { type } = message;
  if (!Object.hasOwn(HOST_FIELDS, type))
    return message.complete ? { ok: false, reason: 'unknown', type } : { ok: false, reason: 'foreign' };
  if (message.version !== EMBED_PROTOCOL_VERSION) return { ok: false, reason: 'version', type };
  if (!validPayload(message.payload, HOST_FIELDS[type as THostMessageType]))
    return { ok: false, reason: 'malformed', type };
  return {
    ok: true,
    message: { type, version: EMBED_PROTOCOL_VERSION, payload: message.payload } as THostMessage,
  };
}

/** Reads a message the host received from the frame, as `readHostMessage` does. */
export function readFrameMessage(data: unknown): TEmbedParse<TFrameMessage> {
  const message = envelope(data);
  if (!message?.type.startsWith(FRAME_MESSAGE_PREFIX)) return { ok: false, reason: 'foreign' };
  const { type } = message;
  const name = type.slice(FRAME_MESSAGE_PREFIX.length);
  if (!Object.hasOwn(FRAME_FIELDS, name)) return { ok: false, reason: 'unknown', type };
  if (message.version !== EMBED_PROTOCOL_VERSION) return { ok: false, reason: 'version', type };
  if (!validPayload(message.payload, FRAME_FIELDS[name as TFrameMessageName]))
    return { ok: false, reason: 'malformed', type };
  return {
    ok: true,
    message: { type, version: EMBED_PROTOCOL_VERSION, payload: message.payload } as TFrameMessage,
  };
}

/** The host message of `type`, in its envelope. */
export function hostMessage<K extends THostMessageType>(type: K, payload: THostPayloads[K]) {
  return { type, version: EMBED_PROTOCOL_VERSION, payload } as Extract<THostMessage, { type: K }>;
}

/** The frame message `sportsbook:<name>`, in its envelope. */
export function frameMessage<K extends TFrameMessageName>(name: K, payload: TFramePayloads[K]) {
  return {
    type: `${FRAME_MESSAGE_PREFIX}${name}`,
    version: EMBED_PROTOCOL_VERSION,
    payload,
  } as Extract<TFrameMessage, { type: `${typeof FRAME_MESSAGE_PREFIX}${K}` }>;
}

const REJECTION_TEXT: Record<Exclude<TEmbedRejection, 'foreign'>, string> = {
  unknown: 'a message of an unknown type',
  version: 'a message of another version',
  malformed: 'a malformed message',
};

/**
 * Keeps a rejected message's report to one per kind and type: a misbehaving peer that sends the same
 * bad message on every scroll must not flood the console.
 */
export function rejectionReporter(report: (text: string) => void): (rejection: TEmbedParse<unknown>) => void {
  const seen = new Set<string>();
  return (rejection) => {
    if (rejection.ok || rejection.reason === 'foreign') return;
    const key = `${rejection.reason}:${rejection.type ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    report(`sportsbook embed: ignored ${REJECTION_TEXT[rejection.reason]} (${rejection.type})`);
  };
}
