import type { BrowserOptions } from '@sentry/nextjs';

type BeforeSend = NonNullable<BrowserOptions['beforeSend']>;
type ErrorEvent = Parameters<BeforeSend>[0];
type EventHint = Parameters<BeforeSend>[1];
type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];
type StackFrame = NonNullable<
  NonNullable<NonNullable<ErrorEvent['exception']>['values']>[number]['stacktrace']
>['frames'];

/**
 * SPEC §8 'Error-reporting filter' and SPEC §9's reporting limits as the SDK's beforeSend and
 * beforeSendTransaction. Pure (types only from the SDK), so the lazily loaded SDK chunk and the
 * envelope-sink tests run exactly these rules.
 */

/** SPEC §9: messages are cut at 250 characters, stacks at 50 frames. */
export const MAX_MESSAGE_LENGTH = 250;
export const MAX_STACK_FRAMES = 50;
/** Longest response or request body kept on an event (a JSON text). */
const MAX_BODY_LENGTH = 2000;

/** Why an event is not reported; each is one rule of SPEC §8. */
export type DropReason =
  | 'skip-capture'
  | 'cancelled'
  | 'network-failure'
  | 'abort-or-timeout'
  | 'tracking-script'
  | 'chunk-load'
  | 'script-element'
  | 'resize-observer'
  | 'test-provider-cookie';

const SKIP_CAPTURE = 'skipCapture';

/** Flags an error the code that caught it has handled fully: it is never reported. */
export function skipCapture<T extends object>(error: T): T {
  Object.defineProperty(error, SKIP_CAPTURE, { value: true, enumerable: false });
  return error;
}

interface Described {
  name: string;
  message: string;
  code: string;
  stack: string;
  frames: string[];
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the rules look at, from the thrown value and from the event the SDK built of it. */
function describe(event: ErrorEvent, hint: EventHint): Described {
  const original = hint.originalException;
  const exception = event.exception?.values?.at(-1);
  const frames = (event.exception?.values ?? []).flatMap((value) =>
    (value.stacktrace?.frames ?? []).flatMap((frame) => [frame.filename, frame.abs_path]),
  );
  return {
    name: text(field(original, 'name')) || exception?.type || '',
    message:
      (typeof original === 'string' ? original : text(field(original, 'message'))) ||
      exception?.value ||
      event.message ||
      '',
    code: String(field(original, 'code') ?? ''),
    stack: text(field(original, 'stack')),
    frames: frames.filter((url): url is string => typeof url === 'string'),
  };
}

/** Browsers' words for a fetch that never got an answer (Chrome, Firefox, Safari, React Native, Node). */
const NETWORK_FAILURE =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|fetch failed|Network Error)( \(.*\))?$/;
const ABORT_OR_TIMEOUT =
  /^(The (user|operation) aborted a request\.?|The operation was aborted\.?|signal is aborted without reason|Request aborted|The operation timed out\.?|timeout of \d+ms exceeded|Request timed out\.?)$/i;
/** A script path naming a tracker: a tag manager, a tracking or a watch (visit metrics) script. */
const TRACKING_PATH = /(^|[/.-])(tracking|tag-?manager|gtm|gtag|watch)([/.-]|$)/i;
const isTrackingScript = (url: string) =>
  /googletagmanager\./i.test(url) || TRACKING_PATH.test(url.replace(/^(\w+:)?\/\/[^/]+/, ''));
const CHUNK_LOAD =
  /(Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module)/i;
const RESIZE_OBSERVER = /^ResizeObserver loop (limit exceeded|completed with undelivered notifications\.?)$/;
const TEST_PROVIDER_COOKIE = /^Invalid test[- ]provider cookie format/i;

/** The script URLs a stack names: the SDK's frames, or the raw stack when there are none. */
function stackUrls(described: Described): string[] {
  const fromStack = described.stack.match(/(https?:)?\/\/[^\s)]+|\/_next\/[^\s)]+/g) ?? [];
  return [...described.frames, ...fromStack].map((url) =>
    url.replace(/[?#].*$/, '').replace(/:\d+(:\d+)?$/, ''),
  );
}

function isScriptElementEvent(original: unknown): boolean {
  const target = field(original, 'target');
  return text(field(target, 'tagName')).toUpperCase() === 'SCRIPT';
}

/** The SPEC §8 rule an error event falls under, or null when it is reported. */
export function dropReason(event: ErrorEvent, hint: EventHint): DropReason | null {
  const original = hint.originalException;
  if (field(original, SKIP_CAPTURE) === true) return 'skip-capture';
  const d = describe(event, hint);
  if (d.name === 'CancelledError' || d.message === 'CancelledError') return 'cancelled';
  if (NETWORK_FAILURE.test(d.message) || d.name === 'NetworkError') return 'network-failure';
  if (
    d.name === 'AbortError' ||
    d.name === 'TimeoutError' ||
    d.code === 'ECONNABORTED' ||
    d.code === 'ETIMEDOUT' ||
    ABORT_OR_TIMEOUT.test(d.message)
  )
    return 'abort-or-timeout';
  if (stackUrls(d).some(isTrackingScript)) return 'tracking-script';
  if (d.name === 'ChunkLoadError' || CHUNK_LOAD.test(d.message)) return 'chunk-load';
  if (isScriptElementEvent(original)) return 'script-element';
  if (RESIZE_OBSERVER.test(d.message)) return 'resize-observer';
  if (TEST_PROVIDER_COOKIE.test(d.message)) return 'test-provider-cookie';
  return null;
}

/** Keys of a request body whose values never leave the browser in a report. */
const SECRET_KEY = /pass|token|secret|card|cvv|pin/i;

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  const json = JSON.stringify(body, (key, value) => (key && SECRET_KEY.test(key) ? '[redacted]' : value));
  return json.length > MAX_BODY_LENGTH ? `${json.slice(0, MAX_BODY_LENGTH)}…` : json;
}

/** SPEC §8: an HTTP-client error carries the response URL, the response body and the request body. */
function httpClientContext(original: unknown): Record<string, unknown> | null {
  if (text(field(original, 'name')) !== 'ApiError') return null;
  const status = field(original, 'status');
  if (typeof status !== 'number') return null;
  return {
    url: text(field(original, 'url')) || undefined,
    method: text(field(original, 'method')) || undefined,
    status_code: status,
    response_body: bodyText(field(original, 'body')),
    request_body: bodyText(field(original, 'requestBody')),
  };
}

/** Cut as the SDK cuts an exception's value (maxValueLength), so messages and values read alike. */
const truncate = (value: string) =>
  value.length > MAX_MESSAGE_LENGTH ? `${value.slice(0, MAX_MESSAGE_LENGTH)}...` : value;

/** SPEC §9 limits the SDK has no option for: a message's length and a stack's frames. */
function applyLimits(event: ErrorEvent): void {
  if (event.message) event.message = truncate(event.message);
  if (event.logentry?.message) event.logentry.message = truncate(event.logentry.message);
  for (const value of event.exception?.values ?? []) {
    const frames: StackFrame = value.stacktrace?.frames;
    // Frames run from the outermost call to the one that threw: the last ones say where it failed.
    if (frames && frames.length > MAX_STACK_FRAMES && value.stacktrace)
      value.stacktrace.frames = frames.slice(-MAX_STACK_FRAMES);
  }
}

/** The SDK's beforeSend: drops what SPEC §8 does not report, enriches HTTP-client errors, applies §9. */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (dropReason(event, hint) !== null) return null;
  const http = httpClientContext(hint.originalException);
  if (http) event.contexts = { ...event.contexts, http_client: http };
  applyLimits(event);
  return event;
}

/** A transaction of the not-found page (`/404`, also under a locale). */
const NOT_FOUND_TRANSACTION = /(^|\/)(404|_not-found)$/;

/** The SDK's beforeSendTransaction: SPEC §8 drops transactions for /404. */
export function beforeSendTransaction(event: TransactionEvent): TransactionEvent | null {
  return event.transaction && NOT_FOUND_TRANSACTION.test(event.transaction) ? null : event;
}
