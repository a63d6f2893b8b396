import { connect } from 'node:net';
import { ZErrorReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Db } from './db/index';
import { loadSiteConfig } from './modules/site-config/load';
import { TEST_NOW, testDatabases } from './test/databases';

const WEB = 'http://localhost:3000';

/** Sends raw bytes to the listening server and returns the raw HTTP answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the error shape of framework errors', () => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    const [sqlite] = testDatabases();
    if (!sqlite) throw new Error('no test database');
    db = await sqlite.create();
    ({ app } = await buildApp({
      config: { allowedOrigins: [WEB], logLevel: 'silent', production: false, demo: true },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => TEST_NOW,
      logger: false,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const expectShape = (status: number, json: unknown, message: string) => {
    expect(ZErrorReply.parse(json)).toMatchObject({ code: status, message });
  };

  it('answers a body over the limit with 413 and code 413', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign-in',
      headers: { 'content-type': 'application/json', origin: WEB },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(300 * 1024) }),
    });
    expect(reply.statusCode).toBe(413);
    expectShape(413, reply.json(), 'error.request.too_large');
  });

  it('answers an unsupported content type with 415 and code 415', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign-in',
      headers: { 'content-type': 'application/xml', origin: WEB },
      payload: '<hello/>',
    });
    expect(reply.statusCode).toBe(415);
    expectShape(415, reply.json(), 'error.request.unsupported_media_type');
  });

  it('answers a path parameter over the router limit with 414 in the error shape', async () => {
    const reply = await app.inject({ method: 'GET', url: `/api/sportsbook/matches/${'9'.repeat(300)}` });
    expect(reply.statusCode).toBe(414);
    expectShape(414, reply.json(), 'error.request.uri_too_long');
  });

  it('keeps malformed JSON a 400 with code 400', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/platform/users/sign-in',
      headers: { 'content-type': 'application/json', origin: WEB },
      payload: '{"email":',
    });
    expect(reply.statusCode).toBe(400);
    expectShape(400, reply.json(), 'error.request.invalid_json');
  });

  it('answers an OPTIONS request that is no CORS preflight with 400 in the error shape', async () => {
    const reply = await app.inject({
      method: 'OPTIONS',
      url: '/api/sportsbook/matches',
      headers: { origin: WEB },
    });
    expect(reply.statusCode).toBe(400);
    expectShape(400, reply.json(), 'error.request.invalid');
    expect(reply.json().data.details).toEqual([
      { path: 'headers.access-control-request-method', message: 'error.request.invalid_preflight' },
    ]);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/sportsbook/matches',
      headers: { origin: WEB, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB);
  });

  it('answers headers over the size limit, refused before Fastify sees a request, in the error shape', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const answer = await rawRequest(
      address.port,
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`,
    );
    const [head, json] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expectShape(431, JSON.parse(json ?? ''), 'error.request.headers_too_large');
  });

  it('answers a HEAD request refused before Fastify sees it without a body', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const answer = await rawRequest(
      address.port,
      `HEAD /healthz?${'a=1&'.repeat(8 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    const [head, rest] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-length: \d+/i);
    expect(rest).toBe('');
  });
});
