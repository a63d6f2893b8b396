import type { TPlaceBetsRequest, TSiteConfig } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Services } from '../app';
import type { Db } from '../db/index';
import { loadSiteConfig } from '../modules/site-config/load';
import { aSeededApp } from './app';
import { TEST_NOW, type TestDatabase } from './databases';
import { TEST_WEB_ORIGIN } from './requests';

type Side = 'on' | 'off';
type AreaSetting = 'is_premium_cricket_enabled' | 'is_horse_racing_enabled' | 'is_lottery_enabled';

/**
 * Two demo apps on seeded databases of one kind, a specialised area's setting on in one and off in
 * the other (SPEC §3 settings), started before the describe's tests and closed after them.
 */
export function anAreaOnAndOff(database: TestDatabase, setting: AreaSetting) {
  const stacks: Partial<Record<Side, { app: FastifyInstance; db: Db; services: Services }>> = {};
  beforeAll(async () => {
    for (const side of ['on', 'off'] as const) {
      const db = await database.createSeeded();
      const siteConfig: TSiteConfig = { ...loadSiteConfig({ demo: true }), [setting]: side === 'on' };
      const { app, services } = await aSeededApp(db, TEST_NOW, {}, { siteConfig });
      stacks[side] = { app, db, services };
    }
  });
  afterAll(async () => {
    for (const side of ['on', 'off'] as const) {
      await stacks[side]?.app.close();
      await stacks[side]?.db.close();
    }
  });
  const stack = (side: Side) => {
    const built = stacks[side];
    if (!built) throw new Error(`the ${setting} ${side} app did not start`);
    return built;
  };
  /** GET of the sportsbook API, expecting `status`; the reply's JSON. */
  const get = async <T>(side: Side, url: string, status = 200): Promise<T> => {
    const reply = await stack(side).app.inject({ url: `/api/sportsbook${url}` });
    expect(reply.statusCode, `${side} ${url} → ${reply.body.slice(0, 300)}`).toBe(status);
    return reply.json() as T;
  };
  /** POST /v3/bets for the player of `cookie`: the bets of the request, each a selection and stake. */
  const place = (
    side: Side,
    cookie: string,
    bets: TPlaceBetsRequest['bets'],
    meta: Partial<TPlaceBetsRequest['meta']> = {},
  ) =>
    stack(side).app.inject({
      method: 'POST',
      url: '/api/sportsbook/v3/bets',
      headers: { cookie, origin: TEST_WEB_ORIGIN },
      payload: { meta: { device_id: `${setting}-test`, ...meta }, bets },
    });
  return { stack, get, place };
}
