import type { TCreateCampaignRequest } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { type BuiltApp, buildApp } from '../../app';
import type { Db } from '../../db/index';
import { loadSiteConfig } from '../site-config/load';

export const WEB = 'http://localhost:3000';
export const ADMIN_KEY = 'an-admin-key-for-the-bonus-tests';
export const HOUR = 3_600_000;

/** The API with a clock the test moves; demo off unless asked, the admin key set unless `null`. */
export async function aBonusApp(
  db: Db,
  clock: () => number,
  options: { demo?: boolean; adminApiKey?: string | null } = {},
): Promise<BuiltApp> {
  const built = await buildApp({
    config: {
      allowedOrigins: [WEB],
      logLevel: 'silent',
      production: false,
      demo: options.demo ?? false,
      adminApiKey: options.adminApiKey === null ? undefined : (options.adminApiKey ?? ADMIN_KEY),
    },
    realtime: { apiKey: 'a test key', tokenSecret: 'a test secret' },
    db,
    siteConfig: loadSiteConfig({ demo: true }),
    clock,
    logger: false,
  });
  await built.app.ready();
  return built;
}

/** Calls of the operator API with the admin key. */
export function admin(app: FastifyInstance, key: string | null = ADMIN_KEY) {
  const headers = key ? { authorization: `Bearer ${key}` } : {};
  return {
    create: (body: unknown) =>
      app.inject({ method: 'POST', url: '/api/admin/bonuses/campaigns', headers, payload: body as object }),
    list: (query: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/admin/bonuses/campaigns', headers, query }),
    act: (id: string, action: 'pause' | 'resume' | 'end') =>
      app.inject({ method: 'POST', url: `/api/admin/bonuses/campaigns/${id}/${action}`, headers }),
    issue: (id: string, body: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/bonuses/campaigns/${id}/issue`,
        headers,
        payload: body,
      }),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A campaign request running from an hour before `now` to a day after, with these conditions. */
export function aCampaign(
  now: number,
  conditions: Record<string, unknown>,
  extra: Partial<Record<keyof TCreateCampaignRequest, unknown>> = {},
): Record<string, unknown> {
  return {
    name: `${String(conditions.kind)} campaign`,
    valid_from: iso(now - HOUR),
    valid_to: iso(now + 24 * HOUR),
    conditions,
    ...extra,
  };
}

export const COMBOBOOST = {
  kind: 'comboboost',
  min_odds: 1200,
  uses_count: 3,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1050 },
    { min_count: 5, max_count: 20, bonus_odds: 1100 },
  ],
};
export const FREEBET = { kind: 'freebet', variant: 'all_win', amount: 500, currency: 'EUR', uses_count: 1 };
export const LOOTBOX = {
  kind: 'lootbox',
  min_stake: 100,
  currency: 'EUR',
  bets_per_lootbox: 3,
  uses_count: 1,
  rewards: [
    { weight: 3, reward: { type: 'freebet', variant: 'only_win', amount: 200, currency: 'EUR' } },
    { weight: 1, reward: { type: 'boost', odds: 1100 } },
  ],
};

/** Creates a campaign through the operator API and answers it; throws on a refusal. */
export async function created(app: FastifyInstance, body: Record<string, unknown>): Promise<{ id: string }> {
  const reply = await admin(app).create(body);
  if (reply.statusCode !== 201) throw new Error(`campaign refused: ${reply.body}`);
  return reply.json() as { id: string };
}
