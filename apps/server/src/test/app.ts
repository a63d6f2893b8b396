import { type AppOptions, buildApp } from '../app';
import type { Db } from '../db/index';
import { rollCatalogue } from '../demo/feed';
import { loadSiteConfig } from '../modules/site-config/load';
import { seededFromTemplate, TEST_NOW, TEST_SEED } from './databases';

/** The API over a database holding the demo catalogue as it stands at TEST_NOW. */
export async function aSeededApp(
  db: Db,
  now = TEST_NOW,
  config: Partial<AppOptions['config']> = {},
  more: Partial<Pick<AppOptions, 'siteConfig' | 'demoVideoFile' | 'testCards'>> = {},
) {
  const built = await buildApp({
    config: { allowedOrigins: ['http://localhost:3000'], logLevel: 'silent', production: false, ...config },
    db,
    siteConfig: loadSiteConfig({ demo: true }),
    ...more,
    clock: () => now,
    logger: false,
  });
  // A copy of the seeded template holds this catalogue already (rolling again would change nothing).
  if (!(seededFromTemplate.has(db) && now === TEST_NOW))
    await rollCatalogue(built.services.catalogue, TEST_SEED, now);
  await built.app.ready();
  return built;
}
