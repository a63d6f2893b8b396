import type { TPlaceSelection, TSiteConfig } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { type BuiltApp, buildApp } from '../../app';
import type { Db } from '../../db/index';
import { rollCatalogue } from '../../demo/feed';
import { seededFromTemplate, TEST_NOW, TEST_SEED } from '../../test/databases';
import { bettablePrematch, mainMarketPick } from '../../test/matches';
import { loadSiteConfig } from '../site-config/load';

export const WEB = 'http://localhost:3000';

/** The demo site configuration with the responsible-gambling features on or off. */
export function aSiteConfig(on: boolean): TSiteConfig {
  const config = loadSiteConfig({ demo: true });
  return {
    ...config,
    features: { ...config.features, responsible_gambling: on, activity_tracking: on },
  };
}

/** The demo API over the seeded catalogue, with a clock the test moves (demo deposits on). */
export async function aLimitsApp(
  db: Db,
  clock: () => number,
  options: { on?: boolean; catalogue?: boolean } = {},
): Promise<BuiltApp> {
  const { on = true, catalogue = true } = options;
  const built = await buildApp({
    config: { allowedOrigins: [WEB], logLevel: 'silent', production: false, demo: true },
    db,
    siteConfig: aSiteConfig(on),
    clock,
    logger: false,
  });
  if (catalogue && !seededFromTemplate.has(db))
    await rollCatalogue(built.services.catalogue, TEST_SEED, TEST_NOW);
  await built.app.ready();
  return built;
}

/** Calls as a browser of the site makes them: with its Origin on writes, and the player's cookie. */
export function caller(app: FastifyInstance) {
  return async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { cookie?: string; payload?: object; origin?: string | null } = {},
  ) => {
    const reply = await app.inject({
      method,
      url,
      headers: {
        ...(method !== 'GET' && options.origin !== null && { origin: options.origin ?? WEB }),
        ...(options.cookie && { cookie: options.cookie }),
      },
      ...(options.payload && { payload: options.payload }),
    });
    return {
      status: reply.statusCode,
      location: reply.headers.location,
      setCookie: reply.headers['set-cookie'],
      json: <T>() => reply.json() as T,
    };
  };
}

/** The first outcome of the main market of a bettable betradar prematch match. */
export async function aSelection(app: FastifyInstance): Promise<TPlaceSelection> {
  const match = (await bettablePrematch(app, 100)).find((m) => m.provider === 'betradar');
  const outcome = match?.main_market.outcomes[0];
  if (!match || !outcome) throw new Error('no bettable prematch match');
  return mainMarketPick(match, outcome);
}
