import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index';
import { aSeededApp } from '../test/app';
import { testDatabases } from '../test/databases';

// Issue 24 item 7: the demo live-chat provider the web loads in demo mode.

describe.each(testDatabases())('demo chat provider on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database.createSeeded();
    app = (await aSeededApp(db)).app;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('serves a script that announces itself with the configured type', async () => {
    const reply = await app.inject({
      url: '/api/dev/chat/widget.js?type=chatra&id=%3C%2Fscript%3E&region=eu',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(reply.body).not.toContain('</script>');
    // Run it against the smallest document it needs: it registers itself and says it is ready.
    const events: { type: string; detail: unknown }[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(reply.body, {
      window,
      document: { dispatchEvent: (event: { type: string; detail: unknown }) => events.push(event) },
      CustomEvent: class {
        constructor(
          readonly type: string,
          readonly init: { detail: unknown },
        ) {}
        get detail() {
          return this.init.detail;
        }
      },
    });
    expect((window.DemoChat as { provider: string }).provider).toBe('chatra');
    expect(events.map((e) => [e.type, e.detail])).toEqual([['demo-chat:ready', { provider: 'chatra' }]]);
  });

  it('refuses a type that is not a provider name', async () => {
    const reply = await app.inject({ url: '/api/dev/chat/widget.js?type=%3Cscript%3E' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: expect.stringMatching(/^error\./) });
  });
});
