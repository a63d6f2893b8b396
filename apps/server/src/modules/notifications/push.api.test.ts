import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TBet, TBetSettings, TNotification } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';

// Issue 24 item 2: a settled bet's notification reaches the player's browser as a Web Push. A push
// service stub on the loopback receives it; the test holds the browser's side of the subscription
// (a P-256 key pair and an auth secret) and decrypts the payload itself per RFC 8291.

const WEB = 'http://localhost:3000';

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service that accepts every message (201, as RFC 8030 answers) and hands it to the test. */
async function pushServiceStub(): Promise<{ server: Server; url: string; next: () => Promise<Delivery> }> {
  const waiting: ((d: Delivery) => void)[] = [];
  const received: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      const take = waiting.shift();
      if (take) take(delivery);
      else received.push(delivery);
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    next: () => {
      const ready = received.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** RFC 8291 / RFC 8188: the user agent's decryption of an aes128gcm push message. */
function decrypt(body: Buffer, ua: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = ua.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: the VAPID token is an ES256 JWT signed by the key the server publishes, for this origin. */
function checkVapid(authorization: string | undefined, publicKey: string, audience: string): void {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  expect(match?.[2]).toBe(publicKey);
  const [header, payload, signature] = (match?.[1] ?? '').split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(payload, 'base64url').toString()).aud).toBe(audience);
}

describe.each(testDatabases())('web push on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let stub: Awaited<ReturnType<typeof pushServiceStub>>;
  let prematch: BettableMatch[];

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db);
    app = built.app;
    stub = await pushServiceStub();
    prematch = await bettablePrematch(app);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await new Promise((resolve) => stub?.server.close(resolve));
  });

  const send = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
    const reply = await app.inject({
      method,
      url,
      headers: { ...(method === 'POST' && { origin: WEB }), ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });
    return { status: reply.statusCode, json: <T>() => reply.json() as T };
  };

  it('refuses a settings value that is not a push subscription', async () => {
    const { cookie } = await aSignedInPlayer(db, built.services, { now: TEST_NOW });
    for (const value of ['onesignal-player-id', JSON.stringify({ endpoint: 'ftp://x', keys: {} })]) {
      const reply = await send('POST', '/api/sportsbook/settings', cookie, {
        one_signal_push_notification_subscription: value,
      });
      expect(reply.status).toBe(400);
      expect(reply.json<{ message: string }>().message).toMatch(/^error\./);
    }
  });

  it("pushes a settled bet's notification, encrypted for the subscription and signed with VAPID", async () => {
    const { public_key: publicKey } = (await send('GET', '/api/sportsbook/push/public-key')).json<{
      public_key: string;
    }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const { cookie } = await aSignedInPlayer(db, built.services, { balance: 100_000, now: TEST_NOW });
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const auth = randomBytes(16);
    const subscription = JSON.stringify({
      endpoint: `${stub.url}/push/browser-1`,
      expirationTime: null,
      keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    });
    const stored = await send('POST', '/api/sportsbook/settings', cookie, {
      one_signal_push_notification_subscription: subscription,
    });
    expect(stored.status).toBe(200);
    expect(stored.json<TBetSettings>().one_signal_push_notification_subscription).toBe(subscription);

    const match = prematch[0] as BettableMatch;
    const outcome = match.main_market.outcomes[0] as BettableMatch['main_market']['outcomes'][number];
    const placed = await send('POST', '/api/sportsbook/v3/bets', cookie, {
      meta: { device_id: 'test-device' },
      bets: [{ stake: { value: 1_000, currency: 'EUR' }, selections: [mainMarketPick(match, outcome)] }],
    });
    expect(placed.status).toBe(200);
    expect((await send('POST', `/api/dev/matches/${match.id}/finish`)).status).toBe(200);

    const delivery = await stub.next();
    expect(delivery.path).toBe('/push/browser-1');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    checkVapid(delivery.headers.authorization, publicKey, stub.url);

    const [bet] = (await send('GET', '/api/sportsbook/v3/bets?status=settled', cookie)).json<{
      data: TBet[];
    }>().data;
    const [notification] = (await send('GET', '/api/sportsbook/notifications', cookie)).json<{
      data: TNotification[];
    }>().data;
    if (!bet || !notification) throw new Error('the bet was not settled');
    const payload = JSON.parse(decrypt(delivery.body, ua, auth));
    const worded = { bet_won: /^Bet won: €\d+\.\d\d$/, bet_lost: /^Bet lost: €10\.00$/ } as Record<
      string,
      RegExp
    >;
    expect(payload).toEqual({
      id: notification.id,
      type: notification.type,
      title: expect.stringMatching(worded[notification.type] ?? /^$/),
      body: `${bet.ref} · ${match.name}`,
      url: '/en/bets',
    });
  });
});
