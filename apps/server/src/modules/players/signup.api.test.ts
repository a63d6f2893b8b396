import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { loadSiteConfig } from '../site-config/load';
import { ACCOUNT_LIMITS } from './account-limits';
import * as passwords from './passwords';

// Counts the scrypt hashes a sign-up performs; the hashing itself is the real one.
vi.mock('./passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('./passwords')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const WEB = 'http://localhost:3000';
let ipCounter = 0;
const anIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let emailCounter = 0;
const anEmail = () => `signup.${++emailCounter}@example.test`;

describe.each(testDatabases())('sign-up hardening on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await database.create();
    built = await buildApp({
      config: { allowedOrigins: [WEB], logLevel: 'silent', production: false, demo: true, siteUrl: WEB },
      db,
      siteConfig: loadSiteConfig({ demo: true }),
      clock: () => TEST_NOW,
      logger: false,
    });
    app = built.app;
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  beforeEach(() => {
    vi.mocked(passwords.hashPassword).mockClear();
  });

  const post = (url: string, payload: object, ip = anIp()) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: WEB }, remoteAddress: ip });
  const signUp = (email: string, password: string, ip?: string) =>
    post(
      '/api/platform/users/sign-up',
      { email, password, currency: 'EUR', locale: 'en', country: 'DE' },
      ip,
    );
  const signIn = (email: string, password: string) =>
    post('/api/platform/users/sign-in', { email, password });
  /** The confirmation links in the mailbox, newest first. */
  const confirmationTokens = async (email: string) => {
    const mails = (await built.services.accounts.mailbox?.messages(email)) ?? [];
    return mails.flatMap((mail) =>
      mail.links
        .map((link) => new URL(link).searchParams.get('confirmation_token'))
        .filter((token): token is string => token !== null),
    );
  };
  const confirm = (token: string) => post('/api/platform/users/confirmation', { confirmation_token: token });

  describe('the cost of an answer', () => {
    it('hashes the password once for a new, an unconfirmed and a confirmed email alike', async () => {
      const hashes = vi.mocked(passwords.hashPassword);
      const email = anEmail();
      expect((await signUp(email, 'first password')).statusCode).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(1);
      expect((await signUp(email, 'second password')).statusCode).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(2);
      const [latest] = await confirmationTokens(email);
      expect((await confirm(latest as string)).statusCode).toBe(200);
      expect((await signUp(email, 'third password')).statusCode).toBe(201);
      expect(hashes).toHaveBeenCalledTimes(3);
    });

    it(`limits sign-ups to ${ACCOUNT_LIMITS.signUpPerIp} per IP per window, then answers 429`, async () => {
      const ip = '198.51.100.23';
      for (let i = 0; i < ACCOUNT_LIMITS.signUpPerIp; i++)
        expect((await signUp(anEmail(), 'a password', ip)).statusCode).toBe(201);
      const limited = await signUp(anEmail(), 'a password', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 429,
        message: 'error.request.rate_limited',
        data: { details: [{ path: 'request.ip', message: 'error.request.rate_limited' }] },
      });
      expect((await signUp(anEmail(), 'a password')).statusCode).toBe(201);
    });
  });

  describe('password reset', () => {
    it('answers a reset with an unknown link 400 without hashing the new password', async () => {
      const reply = await app.inject({
        method: 'PUT',
        url: '/api/platform/users/password',
        payload: { reset_password_token: 'A'.repeat(43), password: 'a new password' },
        headers: { origin: WEB },
        remoteAddress: anIp(),
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        code: 400,
        data: { details: [{ path: 'body.reset_password_token' }] },
      });
      expect(passwords.hashPassword).not.toHaveBeenCalled();
    });
  });

  describe('pre-account takeover', () => {
    it("does not let the first sign-up's password survive the owner's confirmation", async () => {
      const victim = anEmail();
      expect((await signUp(victim, 'attacker password')).statusCode).toBe(201);
      expect((await signUp(victim, 'owner password')).statusCode).toBe(201);
      const [ownersLink] = await confirmationTokens(victim);
      expect((await confirm(ownersLink as string)).statusCode).toBe(200);
      expect((await signIn(victim, 'attacker password')).statusCode).toBe(401);
      expect((await signIn(victim, 'owner password')).statusCode).toBe(200);
    });

    it("keeps the owner's link working when someone signs up again after them, and retires the others", async () => {
      const victim = anEmail();
      await signUp(victim, 'attacker password');
      await signUp(victim, 'owner password');
      await signUp(victim, 'attacker again');
      const [attackersLink, ownersLink, firstLink] = await confirmationTokens(victim);
      expect((await confirm(ownersLink as string)).statusCode).toBe(200);
      expect((await confirm(attackersLink as string)).statusCode).toBe(400);
      expect((await confirm(firstLink as string)).statusCode).toBe(400);
      expect((await signIn(victim, 'attacker again')).statusCode).toBe(401);
      expect((await signIn(victim, 'attacker password')).statusCode).toBe(401);
      expect((await signIn(victim, 'owner password')).statusCode).toBe(200);
    });
  });
});
