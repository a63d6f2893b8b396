import {
  PhoneErrorKey,
  type TErrorReply,
  type TPhoneCodeSent,
  type TPhoneVerification,
  type TSmsMessage,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import { aLimitsApp, caller } from '../limits/test-support';

// Issue 23 item 5: phone verification by a code sent through the dev SMS outbox (demo mode); codes
// hashed, expiring, a few wrong tries, resends throttled.

const MINUTE = 60_000;
const VERIFY = '/api/platform/player/phone-verification';

describe.each(testDatabases())('phone verification on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let now = TEST_NOW;
  let send: ReturnType<typeof caller>;
  let numbers = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aLimitsApp(db, () => now, { catalogue: false });
    app = built.app;
    send = caller(app);
  }, 120_000);

  afterEach(() => {
    now = TEST_NOW;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const aPlayer = async () => {
    const player = await aSignedInPlayer(db, built.services, { now: TEST_NOW });
    await db.kysely
      .updateTable('sessions')
      .set({ expires_at: TEST_NOW + 7 * 86_400_000 })
      .where('player_id', '=', player.id)
      .execute();
    return {
      ...player,
      phone: `+49151${String(1_000_000 + ++numbers).slice(1)}${Math.floor(Math.random() * 90 + 10)}`,
    };
  };
  const status = async (cookie: string) => {
    const reply = await send('GET', VERIFY, { cookie });
    expect(reply.status).toBe(200);
    return reply.json<TPhoneVerification>();
  };
  const start = (cookie: string, phone: string) => send('POST', VERIFY, { cookie, payload: { phone } });
  const confirm = (cookie: string, code: string) =>
    send('POST', `${VERIFY}/confirm`, { cookie, payload: { code } });
  /** The code of the newest text to the phone, read from the dev outbox. */
  const lastCode = async (phone: string) => {
    const reply = await send('GET', `/api/dev/sms?to=${encodeURIComponent(phone)}`);
    expect(reply.status).toBe(200);
    const [newest] = reply.json<{ data: TSmsMessage[] }>().data;
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${phone}`);
    return code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const keyOf = (reply: Awaited<ReturnType<typeof send>>) => reply.json<TErrorReply>().message;

  it('verifies the phone with the code texted to it, stored hashed', async () => {
    const { cookie, id, phone } = await aPlayer();
    expect(await status(cookie)).toEqual({ is_verified: false, phone: null });
    const sent = await start(cookie, phone);
    expect(sent.status).toBe(200);
    expect(sent.json<TPhoneCodeSent>()).toEqual({
      phone,
      expires_at: new Date(TEST_NOW + 10 * MINUTE).toISOString(),
      resend_at: new Date(TEST_NOW + MINUTE).toISOString(),
    });
    const code = await lastCode(phone);
    const stored = await db.kysely
      .selectFrom('phone_verifications')
      .selectAll()
      .where('player_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await confirm(cookie, code);
    expect(verified.status).toBe(200);
    expect(verified.json()).toEqual({ is_verified: true, phone });
    expect(await status(cookie)).toEqual({ is_verified: true, phone });
    // The code is used up.
    expect(keyOf(await confirm(cookie, code))).toBe(PhoneErrorKey.noCode);
    // Another number in the profile is not verified.
    const profile = await send('PUT', '/api/platform/player/profile', {
      cookie,
      payload: { phone: '+441632960000' },
    });
    expect(profile.status).toBe(200);
    expect(await status(cookie)).toEqual({ is_verified: false, phone: '+441632960000' });
  });

  it('voids a code after five wrong tries, each refused with a message key', async () => {
    const { cookie, phone } = await aPlayer();
    await start(cookie, phone);
    const code = await lastCode(phone);
    for (let attempt = 1; attempt < 5; attempt++) {
      const reply = await confirm(cookie, wrong(code));
      expect(reply.status).toBe(400);
      expect(keyOf(reply)).toBe(PhoneErrorKey.wrongCode);
    }
    expect(keyOf(await confirm(cookie, wrong(code)))).toBe(PhoneErrorKey.tooManyAttempts);
    // Even the right code no longer verifies: a new one must be asked for.
    expect(keyOf(await confirm(cookie, code))).toBe(PhoneErrorKey.noCode);
    expect((await status(cookie)).is_verified).toBe(false);
  });

  it('refuses an expired code, and a new code before a minute or past five an hour', async () => {
    const { cookie, phone } = await aPlayer();
    expect((await start(cookie, phone)).status).toBe(200);
    const first = await lastCode(phone);
    now += 30_000;
    const early = await start(cookie, phone);
    expect(early.status).toBe(429);
    expect(keyOf(early)).toBe(PhoneErrorKey.resendTooSoon);
    now = TEST_NOW + 10 * MINUTE;
    expect(keyOf(await confirm(cookie, first))).toBe(PhoneErrorKey.codeExpired);
    // Four more codes within the hour, then the cap.
    for (let n = 1; n <= 4; n++) {
      now = TEST_NOW + 10 * MINUTE + n * MINUTE;
      expect((await start(cookie, phone)).status).toBe(200);
    }
    now += MINUTE;
    const capped = await start(cookie, phone);
    expect(capped.status).toBe(429);
    expect(keyOf(capped)).toBe(PhoneErrorKey.tooManyCodes);
    now = TEST_NOW + 61 * MINUTE;
    expect((await start(cookie, phone)).status).toBe(200);
    expect((await confirm(cookie, await lastCode(phone))).json()).toEqual({ is_verified: true, phone });
  });

  it('refuses a malformed number or code, and visitors', async () => {
    const { cookie } = await aPlayer();
    for (const phone of ['0151 1234567', '+0123456789', '+49', 'phone']) {
      const reply = await start(cookie, phone);
      expect(reply.status).toBe(400);
      expect(keyOf(reply)).toMatch(/^error\./);
    }
    expect((await confirm(cookie, '12345')).status).toBe(400);
    expect(keyOf(await confirm(cookie, '123456'))).toBe(PhoneErrorKey.noCode);
    expect((await send('GET', VERIFY)).status).toBe(401);
    expect((await start('', '+4915112345678')).status).toBe(401);
  });
});
