/**
 * Seeded generators of malformed HTTP requests from an OpenAPI document, for the API fuzz test.
 * Everything comes from one PRNG, so a seed names the exact list of requests a run sent.
 */
import type { Rng } from '../demo/catalogue/rng';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. `/api/sportsbook/matches/{id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  headers: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Every operation (method + path) of an OpenAPI document with the schemas of its inputs. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const of = (where: string) =>
        Object.fromEntries(
          (operation.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]),
        );
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        query: of('query'),
        headers: of('header'),
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

const UUID = () => '3f0e8c1a-7b2d-4c5e-9f10-a1b2c3d4e5f6';
/** Values that satisfy the patterns the contract uses; an unknown pattern gets a plain word. */
const PATTERN_SAMPLES: [RegExp, (rng: Rng) => string][] = [
  [/^\^\\d\{1,15\}\\\.svg\$$/, (rng) => `${rng.int(1, 99999)}.svg`],
  [/^\^\\d\{1,15\}\$$/, (rng) => String(rng.int(0, 2_000_000_000_000))],
  [/^\^\\d\{1,2\}\\\/\\d\{1,2\}\$$/, (rng) => `${rng.int(1, 3)}/${rng.int(3, 5)}`],
  [/^\^\[A-Za-z\]\{2\}\$$/, (rng) => rng.pick(['DE', 'GB', 'US', 'zz'])],
  [/^\^\[A-Za-z\]\{2,3\}/, (rng) => rng.pick(['en', 'de', 'pt-BR', 'es'])],
  [/0-9a-fA-F\]\{8\}/, UUID],
  [/^\^\(\?:\(\?:\\d\\d/, (rng) => new Date(Date.UTC(2026, 10, rng.int(1, 28))).toISOString()],
  [/^\^\\\+\[1-9\]/, (rng) => `+49151${rng.int(10_000_000, 99_999_999)}`],
  [/^\^\\d\{6\}\$$/, (rng) => String(rng.int(0, 999_999)).padStart(6, '0')],
  [/^\^\[a-z0-9_-\]/, (rng) => rng.pick(['spi_test', 'vip', 'new_players'])],
  // A route pattern of RUM reports.
  [/^\^\\\/\$\|/, (rng) => rng.pick(['/', '/[locale]/live', '/[locale]/[sport]/[slug]'])],
];

function sampleString(schema: JsonSchema, rng: Rng, name: string): string {
  if (schema.format === 'uuid') return UUID();
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 10, rng.int(1, 28))).toISOString();
  if (schema.format === 'uri') return 'http://localhost:3000/account';
  if (schema.pattern) {
    const sample = PATTERN_SAMPLES.find(([shape]) => shape.test(schema.pattern ?? ''));
    if (sample) return sample[1](rng);
  }
  if (/email|^to$/.test(name)) return `fuzz.${rng.int(1, 1e9)}@example.test`;
  if (/currency/.test(name)) return rng.pick(['EUR', 'USD', 'BRL']);
  if (/password/.test(name)) return `Fuzz-pass-${rng.int(1e6, 9e6)}`;
  if (/channel/.test(name)) return rng.pick(['public:en', 'match:en:1', '$player:en:x']);
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
  return 'abcdefghijkl'.slice(0, rng.int(min, max)).padEnd(min, 'x');
}

function sampleNumber(schema: JsonSchema, rng: Rng, name: string, pools: ValuePools): number {
  const pool = pools[name];
  if (pool?.length && rng.chance(0.7)) return rng.pick(pool);
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(schema.maximum ?? min + 1000, min + 100_000);
  const value = rng.int(Math.ceil(min), Math.floor(max));
  return schema.type === 'number' && rng.chance(0.3) ? value + 0.5 : value;
}

/** Real values (match ids, odds) the fuzz uses for fields of these names, so handlers get past lookups. */
export type ValuePools = Record<string, number[]>;

/** A value the schema accepts (as far as this sampler knows), for `name` (the field's name). */
export function sample(schema: JsonSchema, rng: Rng, name = '', pools: ValuePools = {}, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(rng.pick(union), rng, name, pools, depth);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || (depth < 4 && rng.chance(0.5)))
          object[key] = sample(property, rng, key, pools, depth + 1);
      }
      return object;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const length = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? 3, min + 2)));
      return Array.from({ length }, () => sample(schema.items ?? {}, rng, name, pools, depth + 1));
    }
    case 'string':
      return sampleString(schema, rng, name);
    case 'integer':
    case 'number':
      return sampleNumber(schema, rng, name, pools);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return rng.pick(['x', 1, true, null]);
  }
}

const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('');
/** Strings that break naive code: control characters, unicode oddities, injection, very long. */
export function nastyString(rng: Rng): string {
  return rng.pick([
    () => '',
    () => ' ',
    () => CONTROL,
    () => '\u0000',
    () => '\ud800',
    () => '\u202e\u0646\u0635 👩‍👩‍👧 𝕏 \ufeff',
    () => "' OR 1=1 --",
    () => '"; DROP TABLE players; --',
    () => '<script>alert(1)</script>',
    () => '../../../../etc/passwd',
    () => '%00%ff%zz',
    () => ['$', '{jndi:ldap://x}'].join(''),
    () => '__proto__',
    () => 'NaN',
    () => '-Infinity',
    () => 'x'.repeat(rng.pick([256, 5_000, 70_000])),
    () => '9'.repeat(rng.int(16, 400)),
    () => 'é'.repeat(rng.int(100, 3000)),
  ])();
}

/** Numbers at and past every edge: huge, negative, fractional, unsafe, exponent forms. */
export function nastyNumber(rng: Rng): number {
  return rng.pick([
    0,
    -1,
    -0,
    0.5,
    -2_147_483_649,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    9_007_199_254_740_991,
    -9_007_199_254_740_991,
    1.0000000001,
  ]);
}

/** Anything but what the schema expects: another type, an edge number, a nasty string, a deep value. */
export function wrongValue(rng: Rng): unknown {
  return rng.pick([
    () => nastyString(rng),
    () => nastyNumber(rng),
    () => rng.chance(0.5),
    () => null,
    () => [],
    () => {},
    () => [nastyString(rng), nastyNumber(rng)],
    () => ({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
    () => ({ nested: { deeper: [1, { x: nastyString(rng) }] } }),
    () => 'not-an-enum-value',
  ])();
}

type Path = (string | number)[];

/** Paths of every value inside `value` (object keys and array indexes), the root included. */
function paths(value: unknown, prefix: Path = []): Path[] {
  const found: Path[] = [prefix];
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      found.push(...paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return found;
}

/** The value with one place changed: a field removed, replaced, added, or an array emptied or flooded. */
export function mutate(value: unknown, rng: Rng): unknown {
  const copy = structuredClone(value);
  const path = rng.pick(paths(copy));
  if (path.length === 0) return rng.chance(0.5) ? wrongValue(rng) : copy;
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], copy) as
    | Record<string | number, unknown>
    | unknown[];
  const key = path[path.length - 1] as string | number;
  const current = (parent as Record<string | number, unknown>)[key];
  const kind = rng.pick(['remove', 'replace', 'replace', 'extra', 'edge', 'array']);
  if (kind === 'remove' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
  else if (kind === 'extra' && !Array.isArray(parent))
    (parent as Record<string, unknown>)[rng.pick(['extra', 'id', 'admin', 'balance', '__proto__'])] =
      wrongValue(rng);
  else if (kind === 'edge' && typeof current === 'number')
    (parent as Record<string | number, unknown>)[key] = nastyNumber(rng);
  else if (kind === 'edge' && typeof current === 'string')
    (parent as Record<string | number, unknown>)[key] = nastyString(rng);
  else if (kind === 'array' && Array.isArray(current))
    (parent as Record<string | number, unknown>)[key] = rng.chance(0.5)
      ? []
      : Array.from({ length: rng.int(51, 600) }, () => current[0] ?? wrongValue(rng));
  else (parent as Record<string | number, unknown>)[key] = wrongValue(rng);
  return copy;
}
