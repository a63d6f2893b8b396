import { loadConfig } from './config';
import { buildRealtimeServer } from './modules/realtime/server';

/** The real-time hub as its own process: `npm run realtime`, port REALTIME_PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildRealtimeServer({
    realtime: { ...config.realtime, allowedOrigins: config.allowedOrigins, demo: config.demo },
    logLevel: config.logLevel,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.realtime.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
