// GET /api/sportsbook/matches?limit=50 on the built server (SQLite, demo catalogue) next to a Fastify
// hello-world, on the same machine, in the same run. Records req/s and p99 of both in README.md.
// Goal (issue 2): matches ≥ 0.4 × hello-world req/s, p99 ≤ 10 ms.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, machine, record, root, startProcess, wrk } from './lib.mjs';

if (!existsSync(`${root}apps/server/dist/main.js`)) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// NOTE: autocannon appends every response body to a JS string for per-response callbacks this bench
// does not use. Decoding a 14 KB gzip body as UTF-8 costs the load generator more than the server
// spends on the whole request, so with stock autocannon the figure measures autocannon. By default
// that buffering is turned off (responses are still parsed, framed by content-length, counted and
// checked for status); requests, replies and server work are unchanged, for hello-world and matches
// alike. BENCH_AUTOCANNON_STOCK=1 measures with stock autocannon.
const stock = process.env.BENCH_AUTOCANNON_STOCK === '1';
if (!stock) {
  const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  if (typeof Queue.prototype.addBody !== 'function')
    throw new Error('autocannon changed: no addBody to turn off');
  Queue.prototype.addBody = () => {};
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * As lib.mjs `load` (2 s warm-up, then the measured run; any non-2xx reply or error fails the run),
 * plus the server's CPU time per request over the measured run, which a busy machine disturbs less
 * than req/s.
 */
async function measure(url, pid, { connections, duration, headers }) {
  await autocannon({ url, connections, duration: 2, headers });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpuUs = ((cpuMs(pid) - before) * 1000) / result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors during the run`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-'));
try {
  const apiPort = await freePort();
  const api = await startProcess(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      API_PORT: String(apiPort),
      DATABASE_URL: `file:${join(dir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SPORTSBOOK_DEMO: '1',
    },
    readyUrl: `http://127.0.0.1:${apiPort}/readyz`,
  });
  const helloPort = await freePort();
  const hello = await startProcess(process.execPath, ['bench/hello-world.mjs'], {
    env: { PORT: String(helloPort) },
    readyUrl: `http://127.0.0.1:${helloPort}/`,
  });

  // Both are asked as a browser or the web server asks: accepting gzip (hello-world's tiny body is not compressed).
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const baseline = await measure(`http://127.0.0.1:${helloPort}/`, hello.pid, {
    connections,
    duration,
    headers,
  });
  const matches = await measure(`http://127.0.0.1:${apiPort}/api/sportsbook/matches?limit=50`, api.pid, {
    connections,
    duration,
    headers,
  });
  const wrkHello = wrk(`http://127.0.0.1:${helloPort}/`, { duration, headers });
  const wrkMatches = wrk(`http://127.0.0.1:${apiPort}/api/sportsbook/matches?limit=50`, {
    duration,
    headers,
  });
  hello.kill();
  api.kill();

  const ratio = matches.rps / baseline.rps;
  const met = ratio >= 0.4 && matches.p99 <= 10;
  const row = [
    new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine(),
    `${connections} conn, ${duration} s${stock ? ', stock autocannon' : ', bodies not buffered'}`,
    `${Math.round(baseline.rps)} req/s, p99 ${baseline.p99} ms, ${Math.round(baseline.cpuUs)} µs CPU/req`,
    `${Math.round(matches.rps)} req/s, p99 ${matches.p99} ms, ${Math.round(matches.cpuUs)} µs CPU/req`,
    ratio.toFixed(2),
    met ? 'met' : 'NOT met',
    wrkHello && wrkMatches
      ? `hello ${Math.round(wrkHello.rps)} / matches ${Math.round(wrkMatches.rps)} req/s (×${(wrkMatches.rps / wrkHello.rps).toFixed(2)}), matches p99 ${wrkMatches.p99.toFixed(1)} ms`
      : 'wrk not installed',
  ];
  record('Catalogue API: GET /api/sportsbook/matches?limit=50', row);
  console.log(`hello-world: ${row[3]}`);
  console.log(`matches?limit=50: ${row[4]} (×${ratio.toFixed(2)}) — goal ${met ? 'met' : 'NOT met'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
