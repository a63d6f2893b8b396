import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { playerChannel, type TBet, type TMatch, type TPlaceBet } from '@sportsbook/contract';
import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  BACKEND_HEADER,
  type Cluster,
  HAPROXY,
  KEEP_ALIVE_HINT_SECONDS,
  KEEP_ALIVE_SECONDS,
  REDIS_SERVER,
  startCluster,
} from '../../../scripts/cluster.mjs';
import { adminQuery } from './test/pg-admin';

// Two API processes on one PostgreSQL and one Redis behind HAProxy (scripts/cluster.mjs, as
// `npm run serve:cluster` runs it), and one of them killed with SIGKILL while a player bets and
// listens on the player channel through the balancer.
const adminUrl = process.env.TEST_POSTGRES_URL;
// CI installs HAProxy and Redis (.ci/run): there, a missing one fails the test instead of skipping it.
const runnable =
  Boolean(adminUrl) && (Boolean(process.env.CI) || (existsSync(HAPROXY) && existsSync(REDIS_SERVER)));
/** The web app's origin as the APIs allow it (CSRF: browsers send it on every POST). */
const WEB_PORT = 3999;
const ORIGIN = `http://localhost:${WEB_PORT}`;
const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** A failure the balancer or the network gave: the request may or may not have been carried out. */
const unanswered = (status: number) => status === 502 || status === 503 || status === 504;

describe.skipIf(!runnable)('two API processes behind HAProxy, one killed', () => {
  let cluster: Cluster;
  let databaseUrl: string;
  const database = `sportsbook_cluster_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    await adminQuery(adminUrl as string, `create database ${database}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    cluster = await startCluster({
      databaseUrl,
      // From the sources, so the API tier needs no build.
      apiArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
      ports: { web: WEB_PORT },
      quiet: true,
      log: () => {},
      env: { LOG_LEVEL: 'warn', PROVIDER_FLIP_SECONDS: '0', TZ: 'UTC' },
    });
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
  });

  it('tells clients a keep-alive shorter than the balancer keeps their idle connections', async () => {
    // The APIs say 72 s; the balancer closed idle client sockets after 10 s, so the web's server
    // reused sockets the balancer was closing and pages failed with "other side closed".
    const reply = await fetch(`${cluster.balancer}/readyz`);
    await reply.arrayBuffer();
    expect(reply.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_HINT_SECONDS}`);
    expect(KEEP_ALIVE_HINT_SECONDS).toBeLessThan(KEEP_ALIVE_SECONDS);
    const config = readFileSync(join(cluster.dir, 'haproxy.cfg'), 'utf8');
    expect(config).toContain(`timeout http-keep-alive ${KEEP_ALIVE_SECONDS}s`);
  });

  it('keeps every acknowledged bet once and recovers the publications missed while reconnecting', async () => {
    const api = (path: string) => `${cluster.balancer}${path}`;
    const signIn = await fetch(api('/api/platform/users/sign-in'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(DEMO),
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('sb_session='));
    const cookie = String(setCookie?.split(';')[0]);
    expect(cookie).toMatch(/^sb_session=./);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(api(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie, ...headers },
        body: JSON.stringify(body),
      });
    const playerId = (
      (await (await fetch(api('/api/platform/player'), { headers: { cookie } })).json()) as {
        id: string;
      }
    ).id;

    // Matches that start hours from now: none goes live (and moves its prices) during the test.
    const from = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const listed = await fetch(
      api(`/api/sportsbook/matches?match_status=0&bettable=true&type=match&limit=100&start_from=${from}`),
    );
    const matches = ((await listed.json()) as { data: TMatch[] }).data.filter(
      (m) => m.main_market?.status === 1 && m.main_market.outcomes.every((o) => o.active),
    );
    expect(matches.length).toBeGreaterThanOrEqual(10);
    const aBet = (n: number): TPlaceBet => {
      const market = (matches[n % matches.length] as TMatch).main_market as NonNullable<
        TMatch['main_market']
      >;
      const outcome = market.outcomes[0] as { id: string; odds: number };
      return {
        stake: { value: 100, currency: 'EUR' },
        selections: [
          {
            match_id: (matches[n % matches.length] as TMatch).id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: outcome.odds,
          },
        ],
      };
    };

    // The player channel through the balancer; every upgrade notes which process answered it.
    const channel = playerChannel('en', playerId);
    const upgrades: string[] = [];
    class Traced extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols);
        this.on('upgrade', (res: IncomingMessage) => upgrades.push(String(res.headers[BACKEND_HEADER])));
        this.on('error', () => {});
      }
    }
    const client = new Centrifuge(`${cluster.balancer.replace('http', 'ws')}/connection/websocket`, {
      websocket: Traced,
      getToken: async () =>
        ((await (await post('/api/sportsbook/websocket/token', {})).json()) as { token: string }).token,
      // A reconnect waits at least this long, so a publication made in the gap is certain to be
      // missed: on a busy machine placing the gap's bet took longer than half a second.
      minReconnectDelay: 3000,
      maxReconnectDelay: 6000,
    });
    const subscription = client.newSubscription(channel, {
      getToken: async () => {
        const reply = await post('/api/sportsbook/websocket/authorize', { channels: [channel] });
        return ((await reply.json()) as { channels: { token: string }[] }).channels[0]?.token ?? '';
      },
    });
    const received: PublicationContext[] = [];
    const subscribed: SubscribedContext[] = [];
    const events: string[] = [];
    subscription.on('publication', (ctx) => received.push(ctx));
    const moments = { killed: 0, back: 0 };
    subscription.on('subscribed', (ctx) => {
      subscribed.push(ctx);
      events.push('subscribed');
      if (moments.killed) moments.back = performance.now();
    });
    client.on('connecting', () => events.push('connecting'));
    const subscribedOnce = new Promise<void>((resolve) => subscription.once('subscribed', () => resolve()));
    subscription.subscribe();
    client.connect();
    await subscribedOnce;
    expect(cluster.apis.map((a) => a.name)).toContain(upgrades[0]);
    // The process holding the connection when the kill comes (a loaded machine may have reconnected it).
    let victim: Cluster['apis'][number] | undefined;
    let survivor: Cluster['apis'][number] | undefined;
    let upgradesBeforeKill = 0;

    // Bets through the balancer, two at a time; an unanswered attempt is sent again with its key.
    const acknowledged: { key: string; body: unknown; bet: TBet }[] = [];
    let retried = 0;
    const placeOne = async (n: number) => {
      const key = randomUUID();
      const body = { meta: { device_id: 'cluster-test' }, bets: [aBet(n)] };
      for (let attempt = 1; attempt <= 20; attempt++) {
        let status = 0;
        let reply: Response | null = null;
        try {
          reply = await post('/api/sportsbook/v3/bets', body, { 'idempotency-key': key });
          status = reply.status;
        } catch {
          // the connection dropped: unanswered
        }
        if (reply && !unanswered(status)) {
          expect(status, await reply.clone().text()).toBe(200);
          const [bet] = (await reply.json()) as TBet[];
          acknowledged.push({ key, body, bet: bet as TBet });
          return bet as TBet;
        }
        retried++;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
      throw new Error(`bet ${n} was never answered`);
    };
    const TOTAL = 40;
    const KILL_AFTER = 12;
    let next = 0;
    let killed: Promise<void> | null = null;
    const gap: { bet?: TBet } = {};
    const worker = async () => {
      while (next < TOTAL) {
        await placeOne(next++);
        if (!killed && acknowledged.length >= KILL_AFTER) {
          // The connection's process dies mid-run; a bet is placed while the client is away.
          const away = new Promise<void>((resolve) => client.once('connecting', () => resolve()));
          victim = cluster.apis.find((a) => a.name === upgrades.at(-1));
          survivor = cluster.apis.find((a) => a !== victim);
          upgradesBeforeKill = upgrades.length;
          victim?.child.kill('SIGKILL');
          moments.killed = performance.now();
          killed = away.then(async () => {
            gap.bet = await placeOne(next++);
            events.push('gap bet acknowledged');
          });
        }
      }
    };
    await Promise.all([worker(), worker()]);
    await killed;

    // Every acknowledged bet is stored once: the database and the history hold exactly them.
    const ids = acknowledged.map((a) => a.bet.id);
    expect(new Set(ids).size).toBe(ids.length);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const stored = await db.query<{ id: string }>('select id from bets where player_id = $1', [playerId]);
    await db.end();
    expect(stored.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const history = await fetch(api('/api/sportsbook/v3/bets?status=all&limit=500'), { headers: { cookie } });
    expect(((await history.json()) as { data: TBet[] }).data.map((b) => b.id).sort()).toEqual(
      [...ids].sort(),
    );
    // Sent again with their keys, through the survivor, they answer the same bets and place none.
    for (const { key, body, bet } of acknowledged.slice(0, 10)) {
      const again = await post('/api/sportsbook/v3/bets', body, { 'idempotency-key': key });
      expect(again.status).toBe(200);
      expect(((await again.json()) as TBet[])[0]?.id).toBe(bet.id);
    }

    // The client came back through the balancer to the survivor and recovered what it missed.
    await expect
      .poll(() => received.some((p) => (p.data as { data?: { id?: string } }).data?.id === gap.bet?.id), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(events.indexOf('gap bet acknowledged')).toBeLessThan(events.lastIndexOf('subscribed'));
    const afterKill = upgrades.slice(upgradesBeforeKill);
    expect(afterKill.length, `upgrades ${upgrades}, events ${events}`).toBeGreaterThan(0);
    expect(afterKill, `upgrades ${upgrades}, events ${events}`).toEqual(afterKill.map(() => survivor?.name));
    expect(subscribed.at(-1)?.recovered).toBe(true);
    const offsets = received.map((p) => Number(p.offset));
    expect(offsets).toEqual(offsets.map((_, i) => (offsets[0] as number) + i));
    client.disconnect();
    console.info(
      `cluster: ${next} bets sent, ${acknowledged.length} acknowledged, ${stored.rows.length} stored, ` +
        `${retried} attempts unanswered and retried; ${received.length} publications received in order; back on the survivor ` +
        `${(moments.back - moments.killed).toFixed(0)} ms after the kill`,
    );
  }, 120_000);
});
