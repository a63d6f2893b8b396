// A multi-node deployment on loopback: a throwaway PostgreSQL and redis-server, two API processes
// sharing them, HAProxy (Debian's) balancing HTTP and the real-time WebSocket across the APIs, and
// the web app pointed at the balancer. Used by `npm run serve:cluster` and by the cluster test.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const HAPROXY = '/usr/sbin/haproxy';
export const REDIS_SERVER = '/usr/bin/redis-server';
/** The response header naming the API process that answered (the balancer sets it). */
export const BACKEND_HEADER = 'x-sportsbook-backend';

/** A port nobody listens on now (0 in the options asks for one). */
export async function aFreePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  return port;
}

async function waitFor(what, check, timeoutMs, child, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('stopped while starting');
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode})`);
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000} s`);
}

const answers = (url) => async () => (await fetch(url)).ok;

/** How long the balancer keeps an idle client connection, and the shorter time it tells clients. */
export const KEEP_ALIVE_SECONDS = 65;
export const KEEP_ALIVE_HINT_SECONDS = 60;

/** HAProxy's configuration: health checks on /readyz, X-Forwarded-For, WebSocket upgrades passed on. */
export function haproxyConfig({ port, apis }) {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # an upgraded WebSocket lives on as a tunnel: Centrifuge pings keep it busy every 25 s
  timeout tunnel 1h
  timeout http-request 10s
  # An idle client connection is kept longer than the balancer tells clients it keeps it (below):
  # a client that trusts a longer hint reuses a socket the balancer is closing, and its request dies.
  timeout http-keep-alive ${KEEP_ALIVE_SECONDS}s
  # only a request that never reached a process is retried, on the other one: never a POST twice
  retries 2
  option redispatch

frontend api
  bind 127.0.0.1:${port}
  default_backend apis

backend apis
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  # a process under load may answer a check slowly: out after three failed checks, not one slow one
  timeout check 3s
  default-server inter 1s fall 3 rise 2
  http-response set-header X-Sportsbook-Backend %s
  # The APIs' own hint is about their sockets, not the balancer's.
  http-response set-header Keep-Alive timeout=${KEEP_ALIVE_HINT_SECONDS}
${apis.map((api) => `  server ${api.name} 127.0.0.1:${api.port} check`).join('\n')}
`;
}

/**
 * Starts the cluster; resolves once the balancer answers through both APIs (and the web, when asked).
 * Options: ports (0 = any free one), databaseUrl (PostgreSQL; a throwaway cluster otherwise),
 * apiArgs (how node runs the API; the build by default), web, env (added to every process), log,
 * quiet (the processes' output is dropped), signal (an AbortSignal that stops a start under way).
 */
export async function startCluster(options = {}) {
  const log = options.log ?? ((line) => console.log(`cluster: ${line}`));
  for (const [binary, pkg] of [
    [HAPROXY, 'haproxy'],
    [REDIS_SERVER, 'redis-server'],
  ]) {
    if (!existsSync(binary)) throw new Error(`${binary} is missing: apt-get install ${pkg}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-cluster-'));
  const children = [];
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  let stopped = false;
  // Stopped in reverse order of start: the APIs close their Redis and database connections first.
  const stopChild = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // Front to back: the balancer and the web, then the APIs (closing their Redis and database
    // connections), then Redis; PostgreSQL with the cleanups.
    for (const tier of ['front', 'api', 'store'])
      await Promise.all(children.filter((c) => c.tier === tier).map(stopChild));
    while (cleanups.length) cleanups.pop()();
  };
  const start = (tier, name, command, args, env = {}) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...options.env, ...env },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (!stopped) log(`${name} stopped (${signal ?? `exit ${code}`})`);
    });
    child.tier = tier;
    children.push(child);
    return child;
  };

  try {
    const pick = async (port) => (port === undefined || port === 0 ? aFreePort() : port);
    const ports = options.ports ?? {};
    const balancerPort = await pick(ports.balancer);
    const apiPorts = [await pick(ports.apis?.[0]), await pick(ports.apis?.[1])];
    const webPort = await pick(ports.web);
    const balancer = `http://127.0.0.1:${balancerPort}`;
    const web = `http://127.0.0.1:${webPort}`;

    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      // Its own directory beside ours: the server runs as the postgres user, who cannot enter ours.
      const pgDir = `${dir}-pg`;
      const started = spawnSync(join(root, 'scripts/pg-cluster.sh'), ['start', pgDir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      cleanups.push(() =>
        spawnSync(join(root, 'scripts/pg-cluster.sh'), ['stop', pgDir], { stdio: 'inherit' }),
      );
      if (started.status !== 0) throw new Error('PostgreSQL did not start (scripts/pg-cluster.sh)');
      databaseUrl = started.stdout.trim();
    }
    log(`PostgreSQL ${databaseUrl}`);

    const redisPort = await aFreePort();
    const redis = start('store', 'redis', REDIS_SERVER, [
      '--bind',
      '127.0.0.1',
      '--port',
      String(redisPort),
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ]);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await waitFor('redis-server', () => canConnect(redisPort), 10_000, redis, options.signal);
    log(`Redis ${redisUrl}`);

    const apiArgs = options.apiArgs ?? ['--enable-source-maps', 'apps/server/dist/main.js'];
    const apis = apiPorts.map((port, i) => ({ name: `api${i + 1}`, port, url: `http://127.0.0.1:${port}` }));
    for (const [i, api] of apis.entries()) {
      api.child = start('api', api.name, process.execPath, apiArgs, {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        API_PORT: String(api.port),
        API_HOST: '127.0.0.1',
        // The balancer is the one hop whose X-Forwarded-For is believed: the client's address.
        TRUST_PROXY: '1',
        WEB_PORT: String(webPort),
        SITE_URL: options.env?.SITE_URL ?? `http://localhost:${webPort}`,
        // The first process writes the demo catalogue and player; the second starts once it has.
        DEMO_FEED: i === 0 ? '1' : '0',
      });
      await waitFor(
        `${api.name} on ${api.url}`,
        answers(`${api.url}/readyz`),
        180_000,
        api.child,
        options.signal,
      );
      log(`${api.name} ${api.url} (pid ${api.child.pid}${i === 0 ? ', demo feed' : ''})`);
    }

    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ port: balancerPort, apis }));
    const haproxy = start('front', 'haproxy', HAPROXY, ['-f', configFile, '-db']);
    // Ready when both servers have passed their checks: requests then alternate between them.
    await waitFor(
      'the balancer',
      async () => {
        const seen = new Set();
        for (let i = 0; i < 4; i++) {
          const reply = await fetch(`${balancer}/readyz`);
          if (reply.ok) seen.add(reply.headers.get(BACKEND_HEADER));
        }
        return seen.size === apis.length;
      },
      30_000,
      haproxy,
      options.signal,
    );
    log(`balancer ${balancer} → ${apis.map((a) => a.name).join(', ')} (config ${configFile})`);

    if (options.web) {
      const child = start(
        'front',
        'web',
        process.execPath,
        [
          `${root}node_modules/next/dist/bin/next`,
          'start',
          `${root}apps/web`,
          '--port',
          String(webPort),
          '--hostname',
          '127.0.0.1',
        ],
        {
          API_PORT: String(balancerPort),
          WEB_PORT: String(webPort),
          SPORTSBOOK_API_URL: balancer,
        },
      );
      await waitFor(`the web app on ${web}`, answers(`${web}/en`), 180_000, child, options.signal);
      log(`web ${web}`);
    }

    return { balancer, web: options.web ? web : null, apis, databaseUrl, redisUrl, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
