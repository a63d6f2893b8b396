// npm run serve:cluster: the built product as several nodes on loopback (scripts/cluster.mjs):
// PostgreSQL and Redis, two API processes behind HAProxy, the web app pointed at the balancer.
// Ports from CLUSTER_BALANCER_PORT, CLUSTER_API_PORTS (two, comma-separated) and CLUSTER_WEB_PORT;
// DATABASE_URL (PostgreSQL) is used instead of a throwaway cluster when set. Ctrl-C stops it all.
import { existsSync } from 'node:fs';
import { startCluster } from './cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
for (const built of ['apps/server/dist/main.js', 'apps/web/.next/BUILD_ID']) {
  if (!existsSync(`${root}${built}`)) {
    console.error(`Not built yet: ${built}. Run npm run build first.`);
    process.exit(1);
  }
}
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const apiPorts = (process.env.CLUSTER_API_PORTS ?? '4291,4292').split(',').map(Number);
if (apiPorts.length !== 2 || apiPorts.some((p) => !Number.isInteger(p))) {
  console.error('CLUSTER_API_PORTS: two ports, comma-separated (e.g. 4291,4292)');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && !databaseUrl.startsWith('postgres')) {
  console.error('DATABASE_URL: the processes share one database, so it must be PostgreSQL (postgres://…)');
  process.exit(1);
}

let cluster;
let stopping = false;
const starting = new AbortController();
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  // A start under way stops itself (and what it started) once aborted.
  starting.abort();
  await cluster?.stop();
  if (cluster || code !== 0) process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({
    ports: {
      balancer: port('CLUSTER_BALANCER_PORT', 4290),
      apis: apiPorts,
      web: port('CLUSTER_WEB_PORT', 3290),
    },
    databaseUrl,
    web: true,
    signal: starting.signal,
  });
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : error}`);
  if (stopping) process.exit(0);
  await stop(1);
}
console.log(`cluster: ready — web ${cluster.web}, API ${cluster.balancer} (Ctrl-C stops everything)`);
// One part dying is reported (a killed API is the point of a cluster); the rest keeps serving.
