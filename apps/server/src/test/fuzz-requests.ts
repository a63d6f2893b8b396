import type { Rng } from '../demo/catalogue/rng';
import {
  mutate,
  nastyNumber,
  nastyString,
  type Operation,
  sample,
  type ValuePools,
  wrongValue,
} from './fuzz';

/** Stands for the signed-in player's session token in a generated request; the sender fills it in. */
export const SESSION = '<<session>>';

export interface FuzzRequest {
  /** `METHOD /openapi/path` of the operation the request was made from. */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent with the player's session (cookie or bearer) and an allowed Origin. */
  signedIn: boolean;
  /** What was broken, in order; empty for a request left as the schema says. */
  mutations: string[];
}

export interface RequestContext {
  /** An Origin the API allows: the CSRF guard lets signed-in requests through to validation. */
  origin: string;
  /** X-API-Key of the real-time hub's server API, sent by the signed-in side. */
  apiKey: string;
  pools: ValuePools;
}

const BAD_PATH_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  '9007199254740993',
  '%20',
  '%00',
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  'null',
  '%5B%5D',
  '%F0%9F%92%A9',
  '9'.repeat(250),
];

const RAW_BODIES: (() => Buffer | string)[] = [
  () => '',
  () => '{',
  () => '{"a":',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '123',
  () => '{"x":NaN}',
  () => '{"x":Infinity}',
  () => '{"a":1,"a":2}',
  () => '\ufeff{}',
  () => '{"__proto__":{"polluted":true}}',
  () => '{"constructor":{"prototype":{"polluted":true}}}',
  () => `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  () => `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  () => '{"a":"\\ud800"}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
  'application/vnd.api+json',
  ';;;',
];

/** Header values Node's client can send: printable ASCII and Latin-1, no control characters. */
const HEADER_GARBAGE: [string, () => string][] = [
  ['authorization', () => 'Bearer '],
  ['authorization', () => `Bearer ${'a'.repeat(300)}`],
  ['authorization', () => 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ['authorization', () => 'Basic Zm9vOmJhcg=='],
  ['authorization', () => 'apikey wrong'],
  ['authorization', () => 'Bearer \xff\xfe\xe9'],
  ['cookie', () => 'sb_session='],
  ['cookie', () => 'sb_session=garbage'],
  ['cookie', () => '=;;=; sb_session'],
  ['cookie', () => 'sb_session=%zz%'],
  ['cookie', () => `sb_session=${'b'.repeat(8_000)}`],
  ['cookie', () => 'sb_session=a; sb_session=b; __proto__=x'],
  ['idempotency-key', () => ''],
  ['idempotency-key', () => ' '],
  ['idempotency-key', () => '\xfc'],
  ['idempotency-key', () => 'k'.repeat(200)],
  ['idempotency-key', () => 'a b'],
  ['origin', () => 'null'],
  ['origin', () => 'http://evil.test'],
  ['origin', () => 'garbage'],
  ['accept-language', () => "xx-\xff;q=abc,,,;q=-1,*;q=9'"],
  ['x-forwarded-for', () => 'not-an-ip, , 999.1.1.1'],
  ['x-forwarded-proto', () => 'gopher'],
  ['x-country-code', () => '\xe9\xe9'],
  ['accept', () => 'application/xml'],
  ['accept-encoding', () => 'gzip;q=NaN, br;q=-1, *'],
  ['x-api-key', () => 'x'.repeat(1_000)],
  ['sec-fetch-site', () => 'cross-site'],
  ['if-none-match', () => '"\xff", W/'],
];

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, where encodeURIComponent throws). */
const encode = (value: unknown) =>
  [...Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'))]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** `n` seeded requests for one operation, each breaking one or two things (a few break nothing). */
export function requestsFor(
  operation: Operation,
  n: number,
  rng: Rng,
  context: RequestContext,
): FuzzRequest[] {
  // The first is signed in and unbroken, so every operation is seen reaching its handler at least once.
  return Array.from({ length: n }, (_, i) => oneRequest(operation, rng, context, i === 0));
}

function oneRequest(
  operation: Operation,
  rng: Rng,
  context: RequestContext,
  wellFormed: boolean,
): FuzzRequest {
  const signedIn = wellFormed || rng.chance(0.5);
  const pathParams: Record<string, string> = {};
  for (const [name, schema] of Object.entries(operation.pathParams))
    pathParams[name] = String(sample(schema, rng, name === 'id' ? 'match_id' : name, context.pools));
  const query: [string, string][] = [];
  for (const [name, schema] of Object.entries(operation.query)) {
    if (!rng.chance(0.5)) continue;
    const value = sample(schema, rng, name, context.pools);
    for (const item of Array.isArray(value) ? value : [value]) query.push([name, String(item)]);
  }
  let rawQuery = '';
  let body: unknown = operation.body ? sample(operation.body, rng, '', context.pools) : undefined;
  let rawBody: Buffer | string | undefined;
  let method = operation.method;
  const headers: Record<string, string> = {
    // The account limits count per client address: each request comes from its own (trustProxy).
    'x-forwarded-for': `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
  };
  if (operation.body) headers['content-type'] = 'application/json';
  for (const [name, schema] of Object.entries(operation.headers))
    if (rng.chance(0.5)) headers[name] = String(sample(schema, rng, name, context.pools));
  if (signedIn) {
    headers.origin = context.origin;
    headers['x-api-key'] = context.apiKey;
    if (rng.chance(0.7)) headers.cookie = `sb_session=${SESSION}`;
    else headers.authorization = `Bearer ${SESSION}`;
  }

  const kinds = ['query', 'header', 'method', ...(operation.body ? ['body', 'body', 'body', 'body'] : [])];
  kinds.push(...(operation.body || rng.chance(0.3) ? ['rawBody', 'contentType', 'oversized'] : []));
  if (Object.keys(operation.pathParams).length) kinds.push('pathParam', 'pathParam');
  if (Object.keys(operation.query).length) kinds.push('query', 'query');
  const mutations: string[] = [];
  const count = wellFormed || rng.chance(0.05) ? 0 : rng.int(1, 2);
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(kinds);
    switch (kind) {
      case 'body':
        body = mutate(body, rng);
        mutations.push('body');
        break;
      case 'rawBody':
        rawBody = rng.pick(RAW_BODIES)();
        headers['content-type'] ??= 'application/json';
        mutations.push('raw body');
        break;
      case 'contentType':
        if (rng.chance(0.2)) delete headers['content-type'];
        else headers['content-type'] = rng.pick(CONTENT_TYPES);
        mutations.push('content type');
        break;
      case 'oversized':
        rawBody = JSON.stringify({ ...(body as object), padding: 'p'.repeat(rng.int(257, 300) * 1024) });
        headers['content-type'] ??= 'application/json';
        mutations.push('oversized body');
        break;
      case 'pathParam': {
        const name = rng.pick(Object.keys(operation.pathParams));
        pathParams[name] = rng.chance(0.8)
          ? rng.pick(BAD_PATH_PARAMS)
          : encode(wrongValue(rng)).slice(0, 150);
        mutations.push(`path ${name}`);
        break;
      }
      case 'query':
        rawQuery = badQuery(operation, rng);
        mutations.push('query');
        break;
      case 'header': {
        const [name, value] = rng.pick(HEADER_GARBAGE);
        headers[name] = value();
        mutations.push(`header ${name}`);
        break;
      }
      case 'method':
        method = rng.pick(
          ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].filter((m) => m !== method),
        );
        mutations.push('method');
        break;
    }
  }

  let path = operation.path;
  for (const [name, value] of Object.entries(pathParams)) {
    const encoded = mutations.includes(`path ${name}`) ? value : encode(value);
    path = path.replace(`{${name}}`, encoded);
  }
  const search = [...query.map(([k, v]) => `${encode(k)}=${encode(v)}`), rawQuery].filter(Boolean).join('&');
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  return {
    operation: `${operation.method} ${operation.path}`,
    method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload !== undefined && method !== 'HEAD' && { body: Buffer.from(payload) }),
    signedIn,
    mutations,
  };
}

/** A query string that breaks the parameters' schemas or the parser's expectations. */
function badQuery(operation: Operation, rng: Rng): string {
  const names = Object.keys(operation.query);
  const name = names.length ? rng.pick(names) : 'q';
  return rng.pick([
    () => `${name}=1&${name}=2&${name}=abc`,
    () => `${name}[]=1&${name}[]=2`,
    () => `${name}[0][a]=x`,
    () => `${name}=${encode(wrongValue(rng))}`,
    () => `${name}=${encode(nastyNumber(rng))}`,
    () => `${name}=${encode(nastyString(rng)).slice(0, 6_000)}`,
    () => `${name}=%zz&%=&&&==&`,
    () => `__proto__[polluted]=1&constructor[prototype][polluted]=1`,
    () => Array.from({ length: rng.int(200, 1_500) }, (_, i) => `${name}=${i}`).join('&'),
    () => `${name}`,
    () => `${name}=`,
    () => `unknown=${encode(nastyString(rng)).slice(0, 500)}`,
  ])();
}
