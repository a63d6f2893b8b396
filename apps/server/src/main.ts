import { fileURLToPath } from 'node:url';
import { publicChannel } from '@sportsbook/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/index';
import { migrateToLatest } from './db/migrate';
import { startDemoFeed } from './demo/feed';
import { DEMO_JACKPOT } from './modules/jackpots/index';
import { SmtpMailer } from './modules/mail/mailer';
import { loadSiteConfig } from './modules/site-config/load';
import { startErrorReporting } from './reporting';

async function main(): Promise<void> {
  const config = loadConfig();
  const errorReporter = config.errorReporting ? startErrorReporting(config.errorReporting) : undefined;
  const db = openDb(config.databaseUrl);
  const migrated = await migrateToLatest(db);
  await db.ready?.();
  const siteConfig = loadSiteConfig({ path: config.siteConfigPath, demo: config.demo });
  const mailer = config.smtp ? new SmtpMailer(config.smtp.url, config.smtp.from) : undefined;
  // One level below the package in both src/ and dist/, so the same path finds the clip.
  const demoVideoFile = fileURLToPath(new URL('../assets/demo-stream.webm', import.meta.url));
  const { app, services } = await buildApp({
    config,
    db,
    siteConfig,
    realtime: config.realtime,
    mailer,
    demoVideoFile,
    errorReporter,
  });
  app.log.info({ database: db.location, dialect: db.dialect, migrated }, 'database ready');
  // Of several processes on one database only one writes the demo data (DEMO_FEED), so the feed's
  // odds walk and fixtures are not written twice over each other.
  const demoFeed = config.demo && config.demoFeed;
  if (demoFeed) {
    const demoPlayer = await services.accounts.players.seedDemoPlayer();
    await services.bonuses.seedDemo(demoPlayer.id);
    await services.jackpots?.ensure(DEMO_JACKPOT);
    app.log.info({ email: demoPlayer.email }, 'demo player, bonus campaigns and jackpot ready');
  }

  const stopFeed = demoFeed
    ? await startDemoFeed({
        catalogue: services.catalogue,
        seed: config.demoSeed,
        log: app.log,
        rate: config.feedRate,
        publish: (event) => {
          if (event.type === 'provider_status_changed')
            services.providers.set(event.data.provider, event.data.active);
          return services.realtime.publisher.publish(publicChannel('en'), event);
        },
        providerFlipEverySeconds: config.providerFlipSeconds,
      })
    : () => Promise.resolve();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopFeed();
    await app.close();
    await db.close();
    // What is still queued goes out before the process ends.
    await errorReporter?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
