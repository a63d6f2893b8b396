import {
  ErrorMessageKey,
  MAX_TRANSACTION_AMOUNT,
  type TAccount,
  type TErrorReply,
  type TMailMessage,
  type TPlayerProfile,
} from '@sportsbook/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { loadSiteConfig } from '../site-config/load';
import { ACCOUNT_LIMITS } from './account-limits';
import { DEMO_PLAYER } from './demo-player';

const WEB = 'http://localhost:3000';
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

let ipCounter = 0;
/** Each flow signs in from its own address, so the per-IP limit is only met where a test wants it. */
const anIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const anEmail = (name = 'player') => `${name}.${++emailCounter}@example.test`;

interface Sent {
  status: number;
  body: unknown;
  json: <T>() => T;
  setCookie: string | undefined;
  location: string | undefined;
  headers: Record<string, unknown>;
}

describe.each(testDatabases())('accounts API on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let now = TEST_NOW;

  beforeAll(async () => {
    db = await database.create();
    built = await buildApp({
      config: { allowedOrigins: [WEB], logLevel: 'silent', production: false, demo: true, siteUrl: WEB },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => now,
      logger: false,
    });
    app = built.app;
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const send = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: {
      payload?: object;
      cookie?: string;
      bearer?: string;
      origin?: string | null;
      headers?: Record<string, string>;
      ip?: string;
    } = {},
  ): Promise<Sent> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? WEB;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    const request: InjectOptions = { method, url, headers, remoteAddress: options.ip ?? anIp() };
    if (options.payload) request.payload = options.payload;
    const reply = await app.inject(request);
    const setCookie = reply.headers['set-cookie'];
    return {
      status: reply.statusCode,
      body: reply.body
        ? String(reply.headers['content-type']).includes('json')
          ? reply.json()
          : reply.body
        : null,
      json: <T>() => reply.json() as T,
      setCookie: Array.isArray(setCookie) ? setCookie[0] : setCookie,
      location: reply.headers.location as string | undefined,
      headers: reply.headers,
    };
  };

  const mails = async (to: string) =>
    (await send('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' })).json<{
      data: TMailMessage[];
    }>().data;

  const tokenIn = async (to: string, param: string): Promise<string> => {
    const [latest] = await mails(to);
    const link = latest?.links.find((l) => new URL(l).searchParams.has(param));
    const token = link ? new URL(link).searchParams.get(param) : null;
    if (!token) throw new Error(`no ${param} in the mailbox of ${to}`);
    return token;
  };

  const signUp = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
    send('POST', '/api/platform/users/sign-up', {
      payload: { email, password: PASSWORD, currency: 'EUR', locale: 'en', country: 'DE', ...extra },
      headers,
    });

  const signIn = (
    email: string,
    password = PASSWORD,
    extra: { ip?: string; headers?: Record<string, string> } = {},
  ) => send('POST', '/api/platform/users/sign-in', { payload: { email, password }, ...extra });

  /** Moves the clock past the delay that follows this many wrong passwords in a row for an email. */
  const pastDelay = (failures: number) => {
    const beyond = failures - ACCOUNT_LIMITS.failureDelayFree;
    if (beyond > 0)
      now += Math.min(
        ACCOUNT_LIMITS.failureDelayBaseMs * 2 ** (beyond - 1),
        ACCOUNT_LIMITS.failureDelayMaxMs,
      );
  };

  const cookieOf = (sent: Sent) => {
    const cookie = sent.setCookie?.split(';')[0];
    if (!cookie) throw new Error(`no session cookie (HTTP ${sent.status} ${JSON.stringify(sent.body)})`);
    return cookie;
  };

  /** A confirmed player, signed in: its email and session cookie. */
  const aSignedInPlayer = async (name = 'player') => {
    const email = anEmail(name);
    expect((await signUp(email)).status).toBe(201);
    const confirmed = await send('POST', '/api/platform/users/confirmation', {
      payload: { confirmation_token: await tokenIn(email, 'confirmation_token') },
    });
    expect(confirmed.status).toBe(200);
    const cookie = cookieOf(await signIn(email));
    const profile = (await send('GET', '/api/platform/player', { cookie })).json<TPlayerProfile>();
    return { email, cookie, id: profile.id as string };
  };

  describe('sign-up and confirmation', () => {
    it('requires the email to be confirmed before signing in', async () => {
      const email = anEmail();
      const up = await signUp(email);
      expect(up.status).toBe(201);
      expect(up.body).toEqual({ confirmation_required: true });
      const early = await signIn(email);
      expect(early.status).toBe(403);
      expect(early.body).toMatchObject({ code: 403, message: 'error.users.unconfirmed' });
      const [mail] = await mails(email);
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/en\?modal=confirmation&confirmation_token=/);
      const confirmed = await send('POST', '/api/platform/users/confirmation', {
        payload: { confirmation_token: await tokenIn(email, 'confirmation_token') },
      });
      expect(confirmed.body).toEqual({ ok: true });
      const session = await signIn(email);
      expect(session.status).toBe(200);
      expect(session.setCookie).toMatch(
        /^sb_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
      );
      const profile = (
        await send('GET', '/api/platform/player', { cookie: cookieOf(session) })
      ).json<TPlayerProfile>();
      expect(profile).toMatchObject({ email, currency: 'EUR', language: 'en', is_logged_in: true });
      expect(profile.country).toEqual({ code: 'DE', name: 'Germany' });
      const accounts = await send('GET', '/api/platform/player/accounts', { cookie: cookieOf(session) });
      expect(accounts.body).toEqual([{ currency: 'EUR', balance: 0 }]);
    });

    it('uses a confirmation token once', async () => {
      const email = anEmail();
      await signUp(email);
      const token = await tokenIn(email, 'confirmation_token');
      const first = await send('POST', '/api/platform/users/confirmation', {
        payload: { confirmation_token: token },
      });
      const again = await send('POST', '/api/platform/users/confirmation', {
        payload: { confirmation_token: token },
      });
      expect(first.status).toBe(200);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: 400, message: 'error.users.token_invalid' });
    });

    it('refuses an expired confirmation token', async () => {
      const email = anEmail();
      await signUp(email);
      const token = await tokenIn(email, 'confirmation_token');
      now += ACCOUNT_LIMITS.confirmationTtlMs + 1;
      const late = await send('POST', '/api/platform/users/confirmation', {
        payload: { confirmation_token: token },
      });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ message: 'error.users.token_invalid' });
    });

    it('answers a sign-up of a registered email exactly like a new one, and tells only the mailbox', async () => {
      const { email } = await aSignedInPlayer();
      const again = await signUp(email);
      const fresh = await signUp(anEmail());
      expect(again.status).toBe(fresh.status);
      expect(again.body).toEqual(fresh.body);
      expect((await mails(email))[0]?.subject).toBe('You already have an account');
    });

    it('refuses unknown currencies, locales and countries with a 400', async () => {
      for (const extra of [{ currency: 'XXX' }, { locale: 'xx' }, { country: 'ZZ' }]) {
        const reply = await signUp(anEmail(), extra);
        expect(reply.status, JSON.stringify(extra)).toBe(400);
      }
      expect((await signUp('not-an-email')).status).toBe(400);
      expect((await signUp(anEmail(), { password: 'short' })).status).toBe(400);
    });
  });

  describe('tracking (SPEC §3 Tracking, §7 GET /player stag)', () => {
    const players = () => built.services.accounts.players;
    /** Signs up with these extras, confirms and signs in: the player's id and session cookie. */
    const aPlayerSignedUpWith = async (extra: object) => {
      const email = anEmail('tracked');
      expect((await signUp(email, extra)).status).toBe(201);
      const confirmed = await send('POST', '/api/platform/users/confirmation', {
        payload: { confirmation_token: await tokenIn(email, 'confirmation_token') },
      });
      expect(confirmed.status).toBe(200);
      const cookie = cookieOf(await signIn(email));
      const profile = (await send('GET', '/api/platform/player', { cookie })).json<TPlayerProfile>();
      return { id: profile.id as string, cookie, email };
    };

    it('stores the tags a player signed up with', async () => {
      const tracking = { ctag: 'c_1', btag: 'a_42b_7', stag: 'aff-9', qtag: 'q.1', gclid: 'Cj0KCQ~x-Y_z' };
      const { id } = await aPlayerSignedUpWith({ tracking });
      expect(await players().tracking(id)).toEqual(tracking);
    });

    it('keeps no tags for a sign-up without them', async () => {
      const { id } = await aPlayerSignedUpWith({});
      expect(await players().tracking(id)).toBeNull();
    });

    it('refuses a bad tag with a message key naming it, and creates no player', async () => {
      const cases = [
        { tracking: { stag: 'aff 9' }, path: 'body.tracking.stag' },
        { tracking: { gclid: 'x'.repeat(129) }, path: 'body.tracking.gclid' },
        { tracking: { btag: '<b>' }, path: 'body.tracking.btag' },
        { tracking: { utm_source: 'news' }, path: 'body.tracking' },
        { tracking: { ctag: 7 }, path: 'body.tracking.ctag' },
      ];
      let checked = 0;
      for (const { tracking, path } of cases) {
        const email = anEmail('badtag');
        const refused = await signUp(email, { tracking });
        expect(refused.status, JSON.stringify(tracking)).toBe(400);
        const body = refused.json<TErrorReply>();
        expect(body.message).toBe(ErrorMessageKey.invalidRequest);
        expect(body.data.details?.map((detail) => detail.path)).toContain(path);
        expect(body.data.details?.every((detail) => detail.message.startsWith('error.validation.'))).toBe(
          true,
        );
        expect(await mails(email)).toEqual([]);
        checked += 1;
      }
      expect(checked).toBe(cases.length);
    });

    it('GET /player with stag attributes a signed-in player no affiliate brought', async () => {
      const { id, cookie } = await aPlayerSignedUpWith({ tracking: { gclid: 'g1' } });
      const reply = await send('GET', '/api/platform/player?stag=aff_late', { cookie });
      expect(reply.status).toBe(200);
      expect(reply.json<TPlayerProfile>().id).toBe(id);
      expect(await players().tracking(id)).toEqual({ gclid: 'g1', stag: 'aff_late' });
    });

    it('GET /player with stag never replaces an affiliate', async () => {
      const { id, cookie } = await aPlayerSignedUpWith({ tracking: { stag: 'aff_first' } });
      expect((await send('GET', '/api/platform/player?stag=aff_other', { cookie })).status).toBe(200);
      const late = await aPlayerSignedUpWith({});
      await send('GET', '/api/platform/player?stag=aff_one', { cookie: late.cookie });
      await send('GET', '/api/platform/player?stag=aff_two', { cookie: late.cookie });
      expect(await players().tracking(id)).toEqual({ stag: 'aff_first' });
      expect(await players().tracking(late.id)).toEqual({ stag: 'aff_one' });
    });

    it('GET /player with stag answers a visitor the anonymous profile, and a bad stag a 400', async () => {
      const visitor = await send('GET', '/api/platform/player?stag=aff_1');
      expect(visitor.status).toBe(200);
      expect(visitor.json<TPlayerProfile>().id).toBeNull();
      const bad = await send('GET', `/api/platform/player?stag=${encodeURIComponent('a"b')}`);
      expect(bad.status).toBe(400);
      expect(bad.json<TErrorReply>().data.details?.[0]?.path).toBe('query.stag');
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown email identically', async () => {
      const { email } = await aSignedInPlayer();
      const wrong = await signIn(email, 'wrong password!');
      const unknown = await signIn(anEmail('nobody'), 'wrong password!');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({ code: 401, message: 'error.users.invalid_credentials' });
    });

    /** Five wrong passwords, each after the delay the previous one set: the account locks. */
    const lockOut = async (email: string) => {
      for (let i = 0; i < ACCOUNT_LIMITS.maxFailedAttempts; i++) {
        if (i > 0) pastDelay(i);
        expect((await signIn(email, `wrong password ${i}`)).status).toBe(401);
      }
      pastDelay(ACCOUNT_LIMITS.maxFailedAttempts);
    };

    it('locks the account after 5 wrong passwords, emails an unlock link, and unlocks with it once', async () => {
      const { email } = await aSignedInPlayer();
      await lockOut(email);
      const locked = await signIn(email);
      expect(locked.status).toBe(401);
      const [mail] = await mails(email);
      expect(mail?.subject).toBe('Your account is locked');
      const token = await tokenIn(email, 'unlock_token');
      expect(
        (await send('POST', '/api/platform/users/unlock', { payload: { unlock_token: token } })).status,
      ).toBe(200);
      pastDelay(ACCOUNT_LIMITS.maxFailedAttempts + 1);
      expect((await signIn(email)).status).toBe(200);
      const reused = await send('POST', '/api/platform/users/unlock', { payload: { unlock_token: token } });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ message: 'error.users.token_invalid' });
    });

    it('answers the right password exactly like a wrong one while the account is locked', async () => {
      const { email } = await aSignedInPlayer();
      await lockOut(email);
      const right = await signIn(email);
      pastDelay(ACCOUNT_LIMITS.maxFailedAttempts + 1);
      const wrong = await signIn(email, 'wrong password!');
      expect(right.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(right.body).toEqual(wrong.body);
      expect(right.body).toMatchObject({ code: 401, message: 'error.users.invalid_credentials' });
    });

    it('lets a mistyped password be retyped at once', async () => {
      const { email } = await aSignedInPlayer();
      expect((await signIn(email, 'wrong password!')).status).toBe(401);
      expect((await signIn(email)).status).toBe(200);
    });

    it('makes the next attempt after wrong passwords wait, twice as long each time, for any email', async () => {
      const { email } = await aSignedInPlayer();
      for (const who of [email, anEmail('nobody')]) {
        for (let i = 0; i < ACCOUNT_LIMITS.failureDelayFree; i++)
          expect((await signIn(who, `a typo ${i}`)).status).toBe(401);
        expect((await signIn(who, 'wrong password!')).status).toBe(401);
        const early = await signIn(who);
        expect(early.status, who).toBe(429);
        expect(early.body).toMatchObject({ code: 429, message: 'error.request.rate_limited' });
        expect(early.headers['retry-after']).toBe('1');
        pastDelay(ACCOUNT_LIMITS.failureDelayFree + 1);
        expect((await signIn(who, 'wrong again!')).status).toBe(401);
        now += ACCOUNT_LIMITS.failureDelayBaseMs;
        const second = await signIn(who);
        expect(second.status, who).toBe(429);
        expect(second.headers['retry-after']).toBe('1');
        now += ACCOUNT_LIMITS.failureDelayBaseMs;
      }
      expect((await signIn(email)).status).toBe(200);
    });

    it('lets a lock lapse by itself, so locking an account out is not for good', async () => {
      const { email } = await aSignedInPlayer();
      await lockOut(email);
      now += ACCOUNT_LIMITS.lockMs;
      expect((await signIn(email)).status).toBe(200);
    });

    it('resets the wrong-password count after a successful sign-in', async () => {
      const { email } = await aSignedInPlayer();
      for (let i = 1; i < ACCOUNT_LIMITS.maxFailedAttempts; i++) {
        await signIn(email, 'wrong password!');
        pastDelay(i);
      }
      expect((await signIn(email)).status).toBe(200);
      now += ACCOUNT_LIMITS.windowMs; // out of the per-account rate limit's window
      for (let i = 1; i < ACCOUNT_LIMITS.maxFailedAttempts; i++) {
        await signIn(email, 'wrong password!');
        pastDelay(i);
      }
      expect((await signIn(email)).status).toBe(200);
    });

    it('refuses an expired unlock token', async () => {
      const { email } = await aSignedInPlayer();
      await lockOut(email);
      const token = await tokenIn(email, 'unlock_token');
      now += ACCOUNT_LIMITS.unlockTtlMs + 1;
      expect(
        (await send('POST', '/api/platform/users/unlock', { payload: { unlock_token: token } })).status,
      ).toBe(400);
    });

    it('rate-limits sign-in per account, whatever the address', async () => {
      const email = anEmail('limited');
      for (let i = 0; i < ACCOUNT_LIMITS.signInPerAccount; i++) {
        if (i > 0) pastDelay(i);
        expect((await signIn(email, 'x')).status).toBe(401);
      }
      pastDelay(ACCOUNT_LIMITS.signInPerAccount);
      const limited = await signIn(email, 'x');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 429, message: 'error.request.rate_limited' });
      now += ACCOUNT_LIMITS.windowMs + 1;
      expect((await signIn(email, 'x')).status).toBe(401);
    });

    it('rate-limits sign-in per IP, whatever the account', async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < ACCOUNT_LIMITS.signInPerIp; i++)
        expect((await signIn(anEmail(), 'x', { ip })).status).toBe(401);
      expect((await signIn(anEmail(), 'x', { ip })).status).toBe(429);
      expect((await signIn(anEmail(), 'x')).status).toBe(401);
    });

    it('accepts the session token as a bearer token (embedded mode)', async () => {
      const { email } = await aSignedInPlayer();
      const reply = await send('POST', '/api/platform/users/sign-in', {
        payload: { email, password: PASSWORD, bearer: true },
      });
      expect(reply.setCookie).toBeUndefined();
      const { token } = reply.json<{ token: string }>();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const profile = await send('GET', '/api/platform/player', { bearer: token });
      expect(profile.json<TPlayerProfile>()).toMatchObject({ email, is_logged_in: true });
    });

    it('stores sessions hashed, never the token itself', async () => {
      const { cookie } = await aSignedInPlayer();
      const token = cookie.split('=')[1] as string;
      const rows = await db.kysely.selectFrom('sessions').select('id').execute();
      expect(rows.some((row) => row.id === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
    });
  });

  describe('sessions', () => {
    it('gives a visitor without a session the anonymous profile and no accounts', async () => {
      const profile = await send('GET', '/api/platform/player');
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ id: null, is_logged_in: false });
      expect((await send('GET', '/api/platform/player/accounts')).body).toEqual([]);
      expect(
        (await send('PUT', '/api/platform/player/currency', { payload: { currency: 'USD' } })).status,
      ).toBe(401);
    });

    it('revokes the session on sign-out: the old cookie then gets 401 and is cleared', async () => {
      const { cookie } = await aSignedInPlayer();
      const out = await send('POST', '/api/platform/player/logout', { cookie });
      expect(out.status).toBe(200);
      expect(out.setCookie).toMatch(/^sb_session=; .*Max-Age=0/);
      const after = await send('GET', '/api/platform/player', { cookie });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ code: 401, message: 'error.platform.unauthorized' });
      expect(after.setCookie).toMatch(/Max-Age=0/);
      expect((await send('GET', '/api/platform/player/accounts', { cookie })).status).toBe(401);
    });

    it('revokes a bearer session on sign-out', async () => {
      const { email } = await aSignedInPlayer();
      const { token } = (
        await send('POST', '/api/platform/users/sign-in', {
          payload: { email, password: PASSWORD, bearer: true },
        })
      ).json<{ token: string }>();
      await send('POST', '/api/platform/player/logout', { bearer: token });
      expect((await send('GET', '/api/platform/player', { bearer: token })).status).toBe(401);
    });

    it('expires a session after its lifetime', async () => {
      const { cookie } = await aSignedInPlayer();
      now += ACCOUNT_LIMITS.sessionTtlMs - MINUTE;
      expect((await send('GET', '/api/platform/player', { cookie })).status).toBe(200);
      now += 2 * MINUTE;
      expect((await send('GET', '/api/platform/player', { cookie })).status).toBe(401);
    });

    it('sets the Secure flag when the request came over https', async () => {
      const { email } = await aSignedInPlayer();
      const reply = await signIn(email, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
      expect(reply.setCookie).toMatch(/; Secure$/);
    });

    it('lets a signed-in player authorize their own private channel only', async () => {
      const { cookie, id } = await aSignedInPlayer();
      const other = await aSignedInPlayer();
      const own = await send('POST', '/api/sportsbook/websocket/authorize', {
        cookie,
        payload: { channels: [`$player:en:${id}`] },
      });
      expect(own.status).toBe(200);
      const foreign = await send('POST', '/api/sportsbook/websocket/authorize', {
        cookie,
        payload: { channels: [`$player:en:${other.id}`] },
      });
      expect(foreign.status).toBe(403);
      const token = (await send('POST', '/api/sportsbook/websocket/token', { cookie })).json<{
        token: string;
      }>().token;
      const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as {
        sub: string;
      };
      expect(payload.sub).toBe(id);
    });
  });

  describe('password reset', () => {
    it('answers identically for registered and unknown emails', async () => {
      const { email } = await aSignedInPlayer();
      const known = await send('POST', '/api/platform/users/password', { payload: { email } });
      const unknown = await send('POST', '/api/platform/users/password', {
        payload: { email: anEmail('nobody') },
      });
      expect(known.status).toBe(200);
      expect(known.status).toBe(unknown.status);
      expect(known.body).toEqual(unknown.body);
      expect((await mails(email))[0]?.subject).toBe('Reset your password');
    });

    it('sets a new password once per token and signs out every session', async () => {
      const { email, cookie } = await aSignedInPlayer();
      await send('POST', '/api/platform/users/password', { payload: { email } });
      const token = await tokenIn(email, 'reset_password_token');
      const newPassword = 'a brand new password';
      const reset = await send('PUT', '/api/platform/users/password', {
        payload: { reset_password_token: token, password: newPassword },
      });
      expect(reset.status).toBe(200);
      expect((await send('GET', '/api/platform/player', { cookie })).status).toBe(401);
      expect((await signIn(email)).status).toBe(401);
      pastDelay(1);
      expect((await signIn(email, newPassword)).status).toBe(200);
      const reused = await send('PUT', '/api/platform/users/password', {
        payload: { reset_password_token: token, password: 'yet another password' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ message: 'error.users.token_invalid' });
    });

    it('refuses an expired reset token', async () => {
      const { email } = await aSignedInPlayer();
      await send('POST', '/api/platform/users/password', { payload: { email } });
      const token = await tokenIn(email, 'reset_password_token');
      now += ACCOUNT_LIMITS.resetTtlMs + 1;
      const late = await send('PUT', '/api/platform/users/password', {
        payload: { reset_password_token: token, password: 'a brand new password' },
      });
      expect(late.status).toBe(400);
      expect((await signIn(email)).status).toBe(200);
    });

    it('retires an earlier reset link when a new one is sent', async () => {
      const { email } = await aSignedInPlayer();
      await send('POST', '/api/platform/users/password', { payload: { email } });
      const first = await tokenIn(email, 'reset_password_token');
      await send('POST', '/api/platform/users/password', { payload: { email } });
      const stale = await send('PUT', '/api/platform/users/password', {
        payload: { reset_password_token: first, password: 'a brand new password' },
      });
      expect(stale.status).toBe(400);
    });
  });

  describe('origin and country checks', () => {
    it('refuses a state-changing request from a foreign Origin with 403 and the error shape', async () => {
      const { email } = await aSignedInPlayer();
      const reply = await send('POST', '/api/platform/users/sign-in', {
        payload: { email, password: PASSWORD },
        origin: 'https://evil.example',
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({
        code: 403,
        message: 'error.request.forbidden_origin',
        data: { details: [{ path: 'headers.origin', message: 'error.request.forbidden_origin' }] },
      });
      expect(
        (
          await send('POST', '/api/platform/users/sign-in', {
            payload: { email, password: PASSWORD },
            origin: 'null',
          })
        ).status,
      ).toBe(403);
    });

    it('accepts a request without Origin (non-browser) unless Fetch Metadata says cross-site', async () => {
      const { email } = await aSignedInPlayer();
      expect((await signIn(email, PASSWORD, {})).status).toBe(200);
      const bare = await send('POST', '/api/platform/users/sign-in', {
        payload: { email, password: PASSWORD },
        origin: null,
      });
      expect(bare.status).toBe(200);
      const crossSite = await send('POST', '/api/platform/users/sign-in', {
        payload: { email, password: PASSWORD },
        origin: null,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
    });

    it('refuses sign-up from a blocked country, by the body or by the edge country header', async () => {
      const byBody = await signUp(anEmail(), { country: 'US' });
      expect(byBody.status).toBe(403);
      expect(byBody.body).toMatchObject({ code: 403, message: 'error.users.country_blocked' });
      expect((await signUp(anEmail(), { country: 'NL' })).status).toBe(403);
      expect((await signUp(anEmail(), {}, { 'x-country-code': 'nl' })).status).toBe(403);
    });

    it('refuses sign-in from a blocked country, by the edge country header or the player country', async () => {
      const { email, id } = await aSignedInPlayer();
      const byHeader = await signIn(email, PASSWORD, { headers: { 'x-country-code': 'US' } });
      expect(byHeader.status).toBe(403);
      expect(byHeader.body).toMatchObject({ message: 'error.users.country_blocked' });
      await db.kysely.updateTable('players').set({ country: 'US' }).where('id', '=', id).execute();
      expect((await signIn(email)).status).toBe(403);
    });
  });

  describe('currency and locale', () => {
    it('switches the current currency, opening its account', async () => {
      const { cookie } = await aSignedInPlayer();
      const reply = await send('PUT', '/api/platform/player/currency', {
        cookie,
        payload: { currency: 'USD' },
      });
      expect(reply.status).toBe(200);
      expect(reply.json<TPlayerProfile>().currency).toBe('USD');
      expect((await send('GET', '/api/platform/player/accounts', { cookie })).body).toEqual([
        { currency: 'EUR', balance: 0 },
        { currency: 'USD', balance: 0 },
      ]);
      expect((await send('GET', '/api/platform/player', { cookie })).json<TPlayerProfile>().currency).toBe(
        'USD',
      );
      const unknown = await send('PUT', '/api/platform/player/currency', {
        cookie,
        payload: { currency: 'XXX' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: 'error.platform.currency_unknown' });
    });

    it('changes the locale to a site locale, resolving aliases', async () => {
      const { cookie } = await aSignedInPlayer();
      expect(
        (await send('PUT', '/api/platform/player/locale', { cookie, payload: { locale: 'de' } })).body,
      ).toEqual({ locale: 'de' });
      expect(
        (await send('PUT', '/api/platform/player/locale', { cookie, payload: { locale: 'br' } })).body,
      ).toEqual({ locale: 'pt-BR' });
      expect((await send('GET', '/api/platform/player', { cookie })).json<TPlayerProfile>().language).toBe(
        'pt-BR',
      );
      expect(
        (await send('PUT', '/api/platform/player/locale', { cookie, payload: { locale: 'xx' } })).status,
      ).toBe(400);
    });
  });

  describe('demo deposit', () => {
    const fillProfile = (cookie: string) =>
      send('PUT', '/api/platform/player/profile', {
        cookie,
        payload: { first_name: 'Ada', last_name: 'Lovelace' },
      });
    const deposit = async (cookie: string, amount: number, currency = 'EUR') => {
      await fillProfile(cookie);
      const reply = await send('POST', '/api/platform/deposits', { cookie, payload: { currency, amount } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.json<{ id: string; status: string; redirect_url: string }>();
    };
    const answer = (url: string, outcome: string) =>
      send('POST', new URL(url).pathname, { payload: { outcome }, origin: null });
    const balance = async (cookie: string, currency = 'EUR') =>
      (await send('GET', '/api/platform/player/accounts', { cookie }))
        .json<TAccount[]>()
        .find((a) => a.currency === currency)?.balance;

    it('credits the account on success, publishes balance_changed and returns with the success outcome', async () => {
      const { cookie, id } = await aSignedInPlayer();
      const publish = vi.spyOn(built.services.realtime.publisher, 'publish');
      const payment = await deposit(cookie, 2_500);
      expect(payment.status).toBe('initial');
      expect(payment.redirect_url).toMatch(/\/api\/dev\/payments\/[0-9a-f-]{36}$/);
      const page = await send('GET', new URL(payment.redirect_url).pathname);
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('25.00 EUR');
      const back = await answer(payment.redirect_url, 'success');
      expect(back.status).toBe(303);
      expect(back.location).toBe(`${WEB}/en?deposit_status=success&payment_id=${payment.id}`);
      expect(await balance(cookie)).toBe(2_500);
      expect(publish).toHaveBeenCalledWith(`$player:en:${id}`, {
        type: 'balance_changed',
        data: { currency: 'EUR', balance: 2_500 },
      });
      publish.mockRestore();
      // A second answer never credits twice.
      expect((await answer(payment.redirect_url, 'success')).location).toContain('deposit_status=success');
      expect(await balance(cookie)).toBe(2_500);
      const status = await send('GET', `/api/platform/deposits/${payment.id}`, { cookie });
      expect(status.json<{ status: string }>().status).toBe('approved');
    });

    it('leaves the balance alone on error and returns with the error outcome', async () => {
      const { cookie } = await aSignedInPlayer();
      const payment = await deposit(cookie, 1_000);
      const back = await answer(payment.redirect_url, 'error');
      expect(back.location).toContain('deposit_status=error');
      expect(await balance(cookie)).toBe(0);
      expect((await answer(payment.redirect_url, 'success')).location).toContain('deposit_status=error');
      expect(await balance(cookie)).toBe(0);
    });

    it('keeps a pending payment pending until the provider answers', async () => {
      const { cookie } = await aSignedInPlayer();
      const payment = await deposit(cookie, 5_000_000, 'BTC');
      expect((await answer(payment.redirect_url, 'pending')).location).toContain('deposit_status=pending');
      expect(await balance(cookie, 'BTC')).toBe(0);
      expect((await answer(payment.redirect_url, 'success')).location).toContain('deposit_status=success');
      expect(await balance(cookie, 'BTC')).toBe(5_000_000);
    });

    it('refuses a deposit while profile fields the site requires are missing (SPEC §5)', async () => {
      const { cookie } = await aSignedInPlayer();
      const before = (await send('GET', '/api/platform/player', { cookie })).json<TPlayerProfile>();
      expect(before.auth_fields_missed).toEqual(['first_name', 'last_name']);
      const refused = await send('POST', '/api/platform/deposits', {
        cookie,
        payload: { currency: 'EUR', amount: 100 },
      });
      expect(refused.status).toBe(400);
      expect(refused.json<{ message: string; data: { details: { path: string }[] } }>()).toMatchObject({
        message: 'error.deposit.missed_fields',
        data: { details: [{ path: 'profile.first_name' }, { path: 'profile.last_name' }] },
      });
      const bad = await send('PUT', '/api/platform/player/profile', { cookie, payload: { phone: '12' } });
      expect(bad.status).toBe(400);
      const filled = await fillProfile(cookie);
      expect(filled.json<TPlayerProfile>()).toMatchObject({ first_name: 'Ada', auth_fields_missed: [] });
      expect(
        (await send('POST', '/api/platform/deposits', { cookie, payload: { currency: 'EUR', amount: 100 } }))
          .status,
      ).toBe(201);
    });

    it('accepts the card page form post and refuses a return URL outside the allowed origins', async () => {
      const { cookie } = await aSignedInPlayer();
      const payment = await deposit(cookie, 100);
      const form = await app.inject({
        method: 'POST',
        url: new URL(payment.redirect_url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        payload: 'outcome=success',
      });
      expect(form.statusCode).toBe(303);
      const open = await send('POST', '/api/platform/deposits', {
        cookie,
        payload: { currency: 'EUR', amount: 100, return_url: 'https://evil.example/steal' },
      });
      expect(open.status).toBe(400);
      expect(
        (await send('POST', '/api/platform/deposits', { payload: { currency: 'EUR', amount: 100 } })).status,
      ).toBe(401);
    });

    it('refuses a deposit above the contract maximum with 400', async () => {
      const { cookie } = await aSignedInPlayer();
      await fillProfile(cookie);
      const reply = await send('POST', '/api/platform/deposits', {
        cookie,
        payload: { currency: 'EUR', amount: MAX_TRANSACTION_AMOUNT + 1 },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 400,
        data: { details: [{ path: 'body.amount', message: 'error.validation.too_big' }] },
      });
    });

    it('keeps the ledger balanced after deposits', async () => {
      expect(await built.services.accounts.wallet.audit()).toEqual({
        total: 0,
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativePlayerAccounts: [],
      });
    });
  });

  describe('demo player', () => {
    it('is seeded once, confirmed, and funded through the ledger', async () => {
      await built.services.accounts.players.seedDemoPlayer();
      await built.services.accounts.players.seedDemoPlayer();
      const session = await signIn(DEMO_PLAYER.email, DEMO_PLAYER.password);
      expect(session.status).toBe(200);
      const accounts = await send('GET', '/api/platform/player/accounts', { cookie: cookieOf(session) });
      expect(accounts.body).toEqual([
        { currency: 'BTC', balance: 5_000_000 },
        { currency: 'EUR', balance: 100_000 },
        { currency: 'USD', balance: 50_000 },
      ]);
      const seeds = await db.kysely
        .selectFrom('ledger_transactions')
        .selectAll()
        .where('kind', '=', 'seed')
        .execute();
      expect(seeds).toHaveLength(3);
    });
  });

  describe('dev mailbox', () => {
    it('answers only this machine: another address gets 403 in the error shape', async () => {
      const email = anEmail();
      await signUp(email);
      for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await send('GET', `/api/dev/mailbox?to=${email}`, { ip })).status, ip).toBe(200);
      const remote = await send('GET', `/api/dev/mailbox?to=${email}`, { ip: '203.0.113.9' });
      expect(remote.status).toBe(403);
      expect(remote.body).toEqual({
        code: 403,
        message: 'error.dev.mailbox_loopback_only',
        data: { details: [{ path: 'ip', message: 'error.dev.mailbox_loopback_only' }] },
      });
    });

    it('answers any address with DEV_MAILBOX_PUBLIC', async () => {
      const open = await buildApp({
        config: {
          allowedOrigins: [WEB],
          logLevel: 'silent',
          production: false,
          demo: true,
          devMailboxPublic: true,
        },
        db,
        siteConfig: loadSiteConfig({ demo: true }),
        clock: () => now,
        logger: false,
      });
      try {
        const reply = await open.app.inject({
          method: 'GET',
          url: '/api/dev/mailbox?to=a@b.test',
          remoteAddress: '203.0.113.9',
        });
        expect(reply.statusCode).toBe(200);
      } finally {
        await open.app.close();
      }
    });
  });

  describe('outside demo mode', () => {
    it('serves neither the dev mailbox nor demo payments', async () => {
      const production = await buildApp({
        config: { allowedOrigins: [WEB], logLevel: 'silent', production: true, demo: false, siteUrl: WEB },
        realtime: { apiKey: 'a test key', tokenSecret: 'a test secret' },
        db,
        siteConfig: loadSiteConfig({ demo: false }),
        clock: () => now,
        logger: false,
      });
      try {
        expect(
          (await production.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@b.c' })).statusCode,
        ).toBe(404);
        expect(
          (
            await production.app.inject({
              method: 'POST',
              url: '/api/platform/deposits',
              payload: { currency: 'EUR', amount: 1 },
            })
          ).statusCode,
        ).toBe(404);
        expect((await production.app.inject({ method: 'GET', url: '/api/platform/player' })).statusCode).toBe(
          200,
        );
      } finally {
        await production.app.close();
      }
    });
  });
});
