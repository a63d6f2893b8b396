import { randomInt } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { PlaceBetCode, ZErrorReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from './app';
import type { Db } from './db/index';
import { hash32, Rng } from './demo/catalogue/rng';
import { DEMO_API_KEY } from './modules/realtime/settings';
import { aSeededApp } from './test/app';
import { TEST_NOW, testDatabases } from './test/databases';
import { operationsOf, type ValuePools } from './test/fuzz';
import { type FuzzRequest, requestsFor, SESSION } from './test/fuzz-requests';
import { aSignedInPlayer } from './test/players';

// CI sends a fixed set, so what lands is what was checked; elsewhere each run explores new requests.
const CI_SEED = 20261127;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? CI_SEED
    : randomInt(2 ** 31);
const PER_OPERATION = 50;
const CONCURRENCY = 8;
const WEB = 'http://localhost:3000';
/** Codes a bet route may send with its 400 instead of the status (SPEC §8's place-bet codes). */
const BET_CODES = new Set<number>(Object.values(PlaceBetCode));
const MESSAGE_KEY = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i;

/** How far a request got: refused before validation, refused by the schema, or answered by a handler. */
type Stage = 'refused' | 'invalid' | 'handled' | 'limited';

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function stageOf(answer: Answer, json: ReturnType<typeof ZErrorReply.safeParse>['data']): Stage {
  if (answer.status < 400) return 'handled';
  if (answer.status === 429) return 'limited';
  const details = json?.data.details ?? [];
  if ([413, 414, 415, 431].includes(answer.status)) return 'refused';
  if (details.some((d) => d.path === 'url' || d.path === 'headers.origin' || d.message.startsWith('FST_')))
    return 'refused';
  if (json?.message === 'error.request.invalid_json') return 'refused';
  if (
    answer.status === 400 &&
    details.length > 0 &&
    details.every(
      (d) => d.message.startsWith('error.validation.') && /^(body|query|params|headers)\b/.test(d.path),
    )
  )
    return 'invalid';
  return 'handled';
}

describe(`fuzzing every operation of the OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  let db: Db;
  let app: FastifyInstance;
  let services: Services;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  beforeAll(async () => {
    console.info(`API fuzz: FUZZ_SEED=${SEED}`);
    // SQLite unless FUZZ_DATABASE=postgres (with TEST_POSTGRES_URL): one run costs half a minute.
    const database = testDatabases().find((d) => d.name === (process.env.FUZZ_DATABASE ?? 'sqlite'));
    if (!database) throw new Error(`no ${process.env.FUZZ_DATABASE} test database`);
    db = await database.createSeeded();
    // Each request names its own client address (X-Forwarded-For from loopback): the per-address
    // limits of sign-in and sign-up stay what they are without turning the run into 429s.
    ({ app, services } = await aSeededApp(db, TEST_NOW, { trustProxy: ['127.0.0.1'], demo: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });

  afterAll(async () => {
    agent.destroy();
    await app?.close();
    await db?.close();
  });

  function send(request: FuzzRequest, token: string): Promise<Answer> {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, value.replace(SESSION, token)]),
    );
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers,
          agent,
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString(),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  /** The problem with one answer, or null: no 5xx, and every 4xx in the wire error shape with its status. */
  function problemWith(request: FuzzRequest, answer: Answer): string | null {
    if (answer.status >= 500) return `status ${answer.status}`;
    if (answer.status < 400 || request.method === 'HEAD') return null;
    if (!answer.contentType.startsWith('application/json'))
      return `4xx with content type ${answer.contentType}`;
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      return '4xx body is not JSON';
    }
    const parsed = ZErrorReply.strict().safeParse(json);
    if (!parsed.success) return '4xx body is not {code, message, data}';
    const { code, message } = parsed.data;
    const betCode = answer.status === 400 && request.operation.includes('/bets') && BET_CODES.has(code);
    if (code !== answer.status && !betCode) return `code ${code} with status ${answer.status}`;
    if (!MESSAGE_KEY.test(message)) return `message ${JSON.stringify(message)} is not a message key`;
    return null;
  }

  it('answers thousands of malformed requests without a 5xx, every 4xx in the error shape', async () => {
    const document = app.swagger();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);

    const matches = (await app.inject({ url: '/api/sportsbook/matches?limit=100' })).json() as {
      data: { id: number }[];
    };
    const pools: ValuePools = {
      match_id: matches.data.map((m) => m.id),
      matchId: matches.data.map((m) => m.id),
    };
    const context = { origin: WEB, apiKey: DEMO_API_KEY, pools };
    // Each operation draws from its own sequence: a route added to the API leaves the requests of
    // every other operation as they were for the same seed.
    const requests = operations.flatMap((operation) =>
      requestsFor(operation, PER_OPERATION, new Rng(hash32(SEED, operation.method, operation.path)), context),
    );

    const player = await aSignedInPlayer(db, services, { balance: 1_000_000, now: TEST_NOW });
    const tokenFor = async (request: FuzzRequest) =>
      // Signing out ends the session: each sign-out gets a session of its own.
      request.operation.endsWith('/player/logout')
        ? (await aSignedInPlayer(db, services, { now: TEST_NOW })).token
        : player.token;

    const stages = new Map<string, Record<Stage, number>>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const answer = await send(request, await tokenFor(request)).catch(
          (error: Error): Answer => ({ status: 599, contentType: '', text: error.message }),
        );
        const problem = problemWith(request, answer);
        if (problem)
          problems.push(
            `FUZZ_SEED=${SEED} ${request.method} ${request.url.slice(0, 300)} (${request.mutations.join(', ') || 'unbroken'}; ${request.signedIn ? 'signed in' : 'signed out'}): ${problem}\n  body: ${request.body?.toString().slice(0, 300) ?? '(none)'}\n  answer: ${answer.text.slice(0, 300)}`,
          );
        let json: ReturnType<typeof ZErrorReply.safeParse>['data'];
        try {
          json = ZErrorReply.safeParse(JSON.parse(answer.text)).data;
        } catch {}
        const key = `${request.operation} ${request.signedIn ? 'in' : 'out'}`;
        const counts = stages.get(key) ?? { refused: 0, invalid: 0, handled: 0, limited: 0 };
        counts[stageOf(answer, json)]++;
        stages.set(key, counts);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const malformed = requests.filter((r) => r.mutations.length > 0).length;
    expect(malformed).toBeGreaterThanOrEqual(2_000);
    const total = (counts: Record<Stage, number> | undefined) =>
      counts ? counts.refused + counts.invalid + counts.handled + counts.limited : 0;
    const summary = operations.map((operation) => {
      const name = `${operation.method} ${operation.path}`;
      const signedIn = stages.get(`${name} in`);
      const signedOut = stages.get(`${name} out`);
      return { name, sent: total(signedIn) + total(signedOut), signedIn };
    });
    const all = { refused: 0, invalid: 0, handled: 0, limited: 0 };
    for (const counts of stages.values())
      for (const stage of Object.keys(all) as Stage[]) all[stage] += counts[stage];
    console.info(`API fuzz: ${requests.length} requests (${malformed} malformed), by how far they got:`, all);
    expect(problems.slice(0, 20), `${problems.length} bad answers`).toEqual([]);
    for (const { name, sent, signedIn } of summary) {
      expect(sent, name).toBe(PER_OPERATION);
      // Signed in with an allowed Origin, requests get past the CSRF guard to the schema, and
      // the ones the schema takes reach the handler (fewer for an operation without a body, whose
      // mutations mostly break the request before validation).
      expect(
        (signedIn?.invalid ?? 0) + (signedIn?.handled ?? 0),
        `${name} reached validation`,
      ).toBeGreaterThanOrEqual(3);
      expect(signedIn?.handled ?? 0, `${name} reached its handler`).toBeGreaterThan(0);
    }
    expect(all.limited, 'answers refused by a rate limit').toBeLessThan(requests.length / 20);
  }, 300_000);
});
