import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FrontDoor, SECURITY_HEADERS } from './front-door';

/** One GET over real HTTP (the door sits in the server, which inject() bypasses). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe("the front door's list", () => {
  const door = new FrontDoor();
  /** Requests a Fastify hook saw: what a later auth, metrics or tracing hook would see. */
  const hooked: string[] = [];
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ logger: false, serverFactory: door.serverFactory });
    app.addHook('onRoute', door.collect);
    app.addHook('onRequest', async (req) => {
      hooked.push(req.url);
    });
    // A handler that would answer anything it is offered: the list alone decides what reaches it.
    door.add((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('door');
      return true;
    });
    await app.register(
      async (api) => {
        api.get('/listed/:id', { config: { frontDoor: true } }, async () => 'route');
        api.get('/unlisted', async () => 'route');
        api.post('/listed/:id', { config: { frontDoor: true } }, async () => 'route');
      },
      { prefix: '/api' },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists the GET routes that declare frontDoor, with their prefix', () => {
    expect(door.routes).toEqual(['/api/listed/:id']);
  });

  it('answers a plain GET of a listed route at the door, with the security headers', async () => {
    const before = door.served;
    hooked.length = 0;
    const reply = await get(port, '/api/listed/42?x=1');
    expect({ body: reply.body, served: door.served - before, hooked }).toEqual({
      body: 'door',
      served: 1,
      hooked: [],
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(reply.headers[name], name).toBe(value);
  });

  it.each([
    ['a route not on the list', '/api/unlisted', {}],
    ['a path the listed route does not match', '/api/listed/42/more', {}],
    ['a request with a session cookie', '/api/listed/42', { cookie: 'sb_session=abc' }],
    ['a request with Authorization', '/api/listed/42', { authorization: 'Bearer abc' }],
    ['a cross-origin request', '/api/listed/42', { origin: 'http://localhost:3000' }],
  ])('sends %s through Fastify and its hooks', async (_what, path, headers: Record<string, string>) => {
    const before = door.served;
    hooked.length = 0;
    const reply = await get(port, path, headers);
    expect({ served: door.served - before, hooked }).toEqual({ served: 0, hooked: [path] });
    expect(reply.body).not.toBe('door');
  });
});
