import { BetsErrorKey, ErrorMessageKey, FEATURE_FLAGS, PlatformErrorKey } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { loadSiteConfig } from './load';

const WEB = 'http://localhost:3000';

/** A server capability a SPEC §6 flag guards: the request, and what it answers with the flag on and off. */
interface Guarded {
  flag: (typeof FEATURE_FLAGS)[number];
  request: { method: 'GET' | 'POST'; url: string; payload?: object };
  on: { status: number; message?: string };
  off: { status: number; message?: string };
}

const GUARDED: Guarded[] = [
  {
    flag: 'sign_in',
    request: {
      method: 'POST',
      url: '/api/platform/users/sign-in',
      payload: { email: 'nobody@example.test', password: 'not the password' },
    },
    // On, the sign-in gets as far as the credentials.
    on: { status: 401, message: PlatformErrorKey.invalidCredentials },
    off: { status: 403, message: PlatformErrorKey.signInDisabled },
  },
  {
    flag: 'sign_up',
    request: {
      method: 'POST',
      url: '/api/platform/users/sign-up',
      payload: {
        email: 'new@example.test',
        password: 'correct horse battery',
        currency: 'EUR',
        locale: 'en',
        country: 'DE',
      },
    },
    on: { status: 201 },
    off: { status: 403, message: PlatformErrorKey.signUpDisabled },
  },
  {
    flag: 'jackpots',
    request: { method: 'GET', url: '/api/sportsbook/jackpots' },
    on: { status: 200 },
    off: { status: 404 },
  },
  {
    flag: 'share_bet',
    request: { method: 'GET', url: '/api/sportsbook/v3/bets/share-code?code=NOSUCHCODE' },
    // On, an unknown code is the share's own 'not found'; off, share codes do not exist at all.
    on: { status: 404, message: BetsErrorKey.shareNotFound },
    off: { status: 404, message: ErrorMessageKey.notFound },
  },
];

describe.each(testDatabases())('SPEC §6 flags guard server capabilities on $name', (database) => {
  const apps: Partial<Record<'on' | 'off', { app: FastifyInstance; db: Db }>> = {};

  beforeAll(async () => {
    for (const side of ['on', 'off'] as const) {
      const db = await database.create();
      const base = loadSiteConfig({ demo: true });
      const features = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, side === 'on']));
      const { app } = await buildApp({
        config: { allowedOrigins: [WEB], logLevel: 'silent', production: false, demo: true, siteUrl: WEB },
        db,
        siteConfig: { ...base, features },
        clock: () => TEST_NOW,
        logger: false,
      });
      await app.ready();
      apps[side] = { app, db };
    }
  });

  afterAll(async () => {
    for (const side of ['on', 'off'] as const) {
      await apps[side]?.app.close();
      await apps[side]?.db.close();
    }
  });

  it.each(GUARDED)('$flag off refuses what it guards; on, the same request is served', async (guarded) => {
    let checked = 0;
    for (const side of ['on', 'off'] as const) {
      const built = apps[side];
      if (!built) throw new Error(`the flags-${side} app did not start`);
      const reply = await built.app.inject({
        ...guarded.request,
        headers: guarded.request.method === 'POST' ? { origin: WEB } : {},
      });
      const want = guarded[side];
      expect(reply.statusCode, `${guarded.flag} ${side}`).toBe(want.status);
      if (want.message) expect(reply.json()).toMatchObject({ message: want.message });
      checked++;
    }
    expect(checked).toBe(2);
  });
});
