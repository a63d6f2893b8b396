// POST /api/sportsbook/v3/bets on the built server, on SQLite and on PostgreSQL: bets placed per second
// (200 replies only) and latency, next to a Fastify hello-world measured in the same run on the same
// machine. Each request is a single prematch bet by one of many seeded players, as the web's slip sends
// it (JSON body, session cookie, allowed Origin, a fresh Idempotency-Key). After each run the script
// checks the database: the bets and stake transactions stored match the 200 replies (plus the requests
// still in flight when a run stopped), the ledger audit is zero, no player account is negative.
// Goal (issue): ≥ 2,000 bets/s on SQLite and ≥ 1,000 on PostgreSQL, p99 ≤ 50 ms.
//
//   node bench/bets.mjs                      both databases, recorded in README.md
//   BENCH_DATABASES=sqlite node bench/bets.mjs
//   BENCH_POSTGRES_URL=postgres://…          use that server (a fresh database is created and dropped)
//   BENCH_CONNECTIONS=32 BENCH_SECONDS=10 BENCH_PLAYERS=200
//   BENCH_PROFILE=1                          also --cpu-prof the server; prints its top costs, not recorded
//   BENCH_PROFILE_DIR=/some/dir              keep the .cpuprofile files there
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, machine, processCpuMs, record, root, startProcess, stopProcess } from './lib.mjs';

const SECTION = 'Bet placement: POST /api/sportsbook/v3/bets';
const GOAL = { sqlite: 2000, postgres: 1000, p99: 50 };
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 200);
const profile = process.env.BENCH_PROFILE === '1';
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const STAKE = 100; // 1.00 EUR
const BALANCE = 100_000_000; // 1,000,000.00 EUR a player: no bet is refused for funds
// The server's default allowed origins are the web app's (http://localhost:${WEB_PORT}, WEB_PORT 3000);
// WEB_PORT and ALLOWED_ORIGINS are pinned below so an environment setting cannot change them.
const ORIGIN = 'http://localhost:3000';
const useWrk = process.env.BENCH_LOAD !== 'autocannon' && spawnSync('wrk', ['-v']).error === undefined;

// ---------------------------------------------------------------------------------------------
// Clean-up of everything this script starts, also on failure and on Ctrl-C.

const cleanups = [];
function cleanUp() {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-bets-'));
cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------
// Helpers.

function buildIfStale() {
  const dist = `${root}apps/server/dist/main.js`;
  const newest = (path) => {
    let latest = 0;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }
    return latest;
  };
  const sources = ['apps/server/src', 'packages/contract/src', 'packages/betting/src'].map((p) =>
    newest(`${root}${p}`),
  );
  if (existsSync(dist) && statSync(dist).mtimeMs >= Math.max(...sources)) return;
  console.log('building apps/server (dist missing or older than its sources)…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build -w apps/server failed');
}

/** Runs bench/seed-players.ts (the server's own modules, through tsx) and parses its JSON line. */
function seedTool(databaseUrl, args) {
  const run = spawnSync(`${root}node_modules/.bin/tsx`, ['bench/seed-players.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (run.status !== 0) throw new Error(`seed-players.ts ${args[0]} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const kill = () => child.kill('SIGKILL');
    process.on('exit', kill);
    child.on('error', reject);
    child.on('close', (status) => {
      process.off('exit', kill);
      resolve({ status, stdout, stderr });
    });
  });
}

/** CPU seconds (user + system) a process has used so far; 0 where it cannot be read. */
const cpuSeconds = (pid) => (processCpuMs(pid) ?? 0) / 1000;

/** Busy and total jiffies of the whole machine (all cores), from /proc/stat. */
function machineCpu() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** The postmaster of a cluster and its children (backends, walwriter, …). */
function clusterPids(pgDir) {
  if (!pgDir) return [];
  try {
    const postmaster = Number(readFileSync(join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        if (ppid === postmaster) children.push(Number(entry));
      } catch {
        // gone
      }
    }
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

/** CPU used during fn by the server, by the PostgreSQL cluster (when ours) and by the machine. */
async function withCpu(serverPid, pgDir, fn) {
  const pgBefore = new Map(clusterPids(pgDir).map((pid) => [pid, cpuSeconds(pid)]));
  const serverBefore = cpuSeconds(serverPid);
  const machineBefore = machineCpu();
  const started = Date.now();
  const result = await fn();
  const seconds = (Date.now() - started) / 1000;
  const machineAfter = machineCpu();
  let pgUsed = 0;
  for (const pid of clusterPids(pgDir)) pgUsed += cpuSeconds(pid) - (pgBefore.get(pid) ?? 0);
  return {
    result,
    cpu: {
      server: (cpuSeconds(serverPid) - serverBefore) / seconds,
      postgres: pgDir ? pgUsed / seconds : null,
      machine: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
    },
  };
}

const usNow = () => Number(process.hrtime.bigint() / 1000n);

const luaString = (text) => `[==[${text}]==]`;

/** The wrk script: a random seeded player and a random prematch selection per request. */
function wrkScript(tokens, selections) {
  return `
local tokens = { ${tokens.map(luaString).join(',\n')} }
local selections = { ${selections.map((s) => luaString(JSON.stringify(s))).join(',\n')} }
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  nonce = args[1] or "run"
  counter = 0
  codes = {}
  samples = {}
  math.randomseed(tonumber(args[2] or "1"))
end
function request()
  counter = counter + 1
  local token = tokens[math.random(#tokens)]
  local body = '{"meta":{"device_id":"bench-bets"},"bets":[{"stake":{"value":${STAKE},"currency":"EUR"},"selections":['
    .. selections[math.random(#selections)] .. ']}]}'
  return wrk.format("POST", "/api/sportsbook/v3/bets", {
    ["Content-Type"] = "application/json",
    ["Origin"] = "${ORIGIN}",
    ["Cookie"] = "sb_session=" .. token,
    ["Idempotency-Key"] = nonce .. "-" .. counter,
    ["Accept-Language"] = "en",
  }, body)
end
function response(status, headers, body)
  codes[status] = (codes[status] or 0) + 1
  if status ~= 200 and samples[status] == nil then samples[status] = string.sub(body, 1, 400) end
end
function done(summary, latency, requests)
  local all, sample = {}, {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("codes")) do all[status] = (all[status] or 0) + n end
    for status, text in pairs(thread:get("samples")) do sample[status] = text end
  end
  local parts = {}
  for status, n in pairs(all) do table.insert(parts, string.format('"%d":%d', status, n)) end
  local texts = {}
  for status, text in pairs(sample) do
    table.insert(texts, string.format('"%d":"%s"', status, (text:gsub('[\\\\"]', ''):gsub('%c', ' '))))
  end
  local e = summary.errors
  io.write(string.format(
    'WRK-JSON {"duration_us":%d,"requests":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%f,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},"codes":{%s},"samples":{%s}}\\n',
    summary.duration, summary.requests, latency:percentile(50), latency:percentile(99), latency.max,
    latency.mean, e.connect, e.read, e.write, e.timeout, table.concat(parts, ","), table.concat(texts, ",")))
end
`;
}

/** One load run: status counts, 200s per second, latency p50/p99 (ms, every reply). */
async function placeLoad(url, { tokens, selections, seconds }) {
  if (useWrk) {
    const script = join(dir, 'bets.lua');
    writeFileSync(script, wrkScript(tokens, selections));
    const nonce = `bench-${randomBytes(6).toString('hex')}`;
    const seed = String(randomBytes(4).readUInt32LE(0));
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url];
    const { status, stdout, stderr } = await run('wrk', [...args, '--', nonce, seed]);
    const line = stdout.split('\n').find((l) => l.startsWith('WRK-JSON '));
    if (status !== 0 || !line) throw new Error(`wrk failed (${status}):\n${stdout}\n${stderr}`);
    const r = JSON.parse(line.slice('WRK-JSON '.length));
    const ok = r.codes['200'] ?? 0;
    return {
      tool: 'wrk',
      ok,
      total: r.requests,
      codes: r.codes,
      samples: r.samples,
      socketErrors: r.errors,
      betsPerSecond: ok / (r.duration_us / 1e6),
      p50: r.p50_us / 1000,
      p99: r.p99_us / 1000,
      max: r.max_us / 1000,
    };
  }
  let counter = 0;
  const nonce = `bench-${randomBytes(6).toString('hex')}`;
  const samples = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/sportsbook/v3/bets',
        setupRequest: (req) => {
          const token = tokens[Math.floor(Math.random() * tokens.length)];
          const selection = selections[Math.floor(Math.random() * selections.length)];
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              origin: ORIGIN,
              cookie: `sb_session=${token}`,
              'idempotency-key': `${nonce}-${++counter}`,
              'accept-language': 'en',
            },
            body: JSON.stringify({
              meta: { device_id: 'bench-bets' },
              bets: [{ stake: { value: STAKE, currency: 'EUR' }, selections: [selection] }],
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200 && samples[status] === undefined) samples[status] = String(body).slice(0, 400);
        },
      },
    ],
  });
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
  const ok = codes['200'] ?? 0;
  return {
    tool: 'autocannon',
    ok,
    total: result.requests.total,
    codes,
    samples,
    socketErrors: { errors: result.errors, timeouts: result.timeouts },
    betsPerSecond: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

/** The hello-world baseline with the same tool and connections. */
async function helloLoad(url, seconds) {
  if (useWrk) {
    const { status, stdout } = await run('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      url,
    ]);
    if (status !== 0) throw new Error(`wrk failed on hello-world:\n${stdout}`);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
    const factor = { us: 0.001, ms: 1, s: 1000 };
    return { rps, p99: p99 ? Number(p99[1]) * factor[p99[2]] : Number.NaN };
  }
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

// ---------------------------------------------------------------------------------------------
// Databases.

async function postgresDatabase() {
  const pg = createRequire(`${root}apps/server/package.json`)('pg');
  let adminUrl = process.env.BENCH_POSTGRES_URL;
  let pgDir = null;
  if (!adminUrl) {
    // Its own temp dir: pg-cluster.sh hands the directory to the postgres user.
    pgDir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-pg-'));
    cleanups.push(() => spawnSync(`${root}scripts/pg-cluster.sh`, ['stop', pgDir], { stdio: 'inherit' }));
    const started = spawnSync(`${root}scripts/pg-cluster.sh`, ['start', pgDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (started.status !== 0) throw new Error('scripts/pg-cluster.sh start failed');
    adminUrl = started.stdout.trim().split('\n').at(-1);
  }
  const name = `bench_bets_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), pgDir, drop };
}

/** Prematch main-market outcomes to bet on: status 1, active, starting in more than 30 minutes. */
async function prematchSelections(apiUrl) {
  const reply = await fetch(`${apiUrl}/api/sportsbook/matches?match_status=0&limit=200`);
  if (!reply.ok) throw new Error(`GET /matches: ${reply.status}`);
  const { data } = await reply.json();
  const later = Date.now() + 30 * 60_000;
  const selections = [];
  for (const match of data) {
    const market = match.main_market;
    if (match.type !== 'match' || match.status !== 0 || Date.parse(match.start_time) < later) continue;
    if (market?.status !== 1) continue;
    for (const outcome of market.outcomes) {
      if (!outcome.active) continue;
      selections.push({
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      });
    }
  }
  if (selections.length === 0) throw new Error('no prematch selection to bet on');
  return { selections, matches: new Set(selections.map((s) => s.match_id)).size };
}

// ---------------------------------------------------------------------------------------------
// Top costs of a V8 CPU profile: self time by function and by where the code comes from.

/**
 * Where the time goes: time with one of these functions on the stack. Async code resumes from the
 * microtask queue without its callers, so the rows do not nest and do not add up.
 */
const STAGES = [
  ['session lookup (PlayersService.authenticate)', /^authenticate .*dist\/main\.js/],
  ['placement, synchronous parts (BetsService.place)', /^place .*dist\/main\.js/],
  [
    'catalogue/settings reads (BetsRepo.matches, lines, settings)',
    /^(matches|lines|settings) .*dist\/main\.js/,
  ],
  ['idempotency lookup and claim', /^(idempotency|claimIdempotency) .*dist\/main\.js/],
  ['ledger posting (WalletService.postIn)', /^postIn /],
  ['insertBet', /^insertBet /],
  ['publish bet_changed / balance_changed', /^(publishBets|announce) /],
  ['reply serialisation (zod + JSON)', /^preSerializationHook /],
  ['SQL driver: Kysely executeQuery', /^executeQuery .*dialect\/(sqlite|postgres)\//],
  ['SQL driver: better-sqlite3 prepare', /^prepare better-sqlite3/],
  ['SQL driver: commit', /^commitTransaction .*dialect\//],
  ['Kysely query compile', /^compileQuery .*default-query-compiler/],
  ['socket writes (writev)', /^writev /],
  ['pg reply parsing', /^parse .*pg-protocol/],
  ['demo feed roll (every 5 s)', /^rollCatalogue /],
  ['cash-out value updates', /^cashoutValuesOnMatches /],
  ['garbage collector', /^\(garbage collector\)/],
];

/**
 * Top costs of a V8 CPU profile, counting only the samples of the measured run: V8 stamps samples
 * in microseconds of the monotonic clock that process.hrtime also reads, so the window is taken from
 * this process. Self time by origin and by function; inclusive time of the request's stages.
 */
function summariseProfile(file, range) {
  const prof = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (callFrame) =>
    `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '').replace(root, '')}:${callFrame.lineNumber + 1}`;
  const originOf = (url) => {
    if (!url) return '(native / V8)';
    if (url.startsWith('node:')) return 'node: internals';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1];
    if (url.includes('dist/main.js')) return 'server (dist/main.js)';
    return url;
  };
  const functions = new Map();
  const origins = new Map();
  const stages = new Map();
  let total = 0;
  let idle = 0;
  let at = prof.startTime;
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = prof.timeDeltas[i] ?? 0;
    at += dt;
    if (range && (at < range.from || at > range.to)) continue;
    const leaf = byId.get(prof.samples[i]);
    total += dt;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    const name = nameOf(leaf.callFrame);
    functions.set(name, (functions.get(name) ?? 0) + dt);
    const origin = originOf(leaf.callFrame.url);
    origins.set(origin, (origins.get(origin) ?? 0) + dt);
    const onStack = new Set();
    for (let id = prof.samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = nameOf(byId.get(id).callFrame);
      for (const [label, pattern] of STAGES) if (pattern.test(frame)) onStack.add(label);
    }
    for (const label of onStack) stages.set(label, (stages.get(label) ?? 0) + dt);
  }
  const busy = total - idle;
  const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `  ${pct(us)}  ${name}`)
      .join('\n');
  const stageLines = STAGES.filter(([label]) => stages.has(label))
    .map(([label]) => `  ${pct(stages.get(label))}  ${label}`)
    .join('\n');
  return [
    `main thread busy ${((100 * busy) / total).toFixed(0)} % of the measured run; shares below are of the busy time`,
    `time with the function on the stack (rows overlap):\n${stageLines}`,
    `self time by origin:\n${top(origins, 10)}`,
    `self time by function:\n${top(functions, 25)}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// One database.

async function benchDatabase(kind) {
  const load = loadavg()[0];
  let databaseUrl;
  let pgDir = null;
  let dropDb = null;
  if (kind === 'sqlite') databaseUrl = `file:${join(dir, 'bench.sqlite')}`;
  else {
    const created = await postgresDatabase();
    databaseUrl = created.url;
    pgDir = created.pgDir;
    dropDb = created.drop;
  }
  // BENCH_PROFILE_DIR keeps the .cpuprofile files (they are removed with the temp dir otherwise).
  const profDir = join(process.env.BENCH_PROFILE_DIR ?? dir, `prof-${kind}`);
  const apiPort = await freePort();
  const api = await startProcess(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), 'apps/server/dist/main.js'],
    {
      env: {
        API_PORT: String(apiPort),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SPORTSBOOK_DEMO: '1',
        FEED_RATE: '0',
        PROVIDER_FLIP_SECONDS: '0',
        WEB_PORT: '3000',
        ALLOWED_ORIGINS: '',
      },
      readyUrl: `http://127.0.0.1:${apiPort}/readyz`,
    },
  );
  let stopped = false;
  const stopApi = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(api, { graceMs: 15_000 });
  };
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const seededAt = Date.now();
    const { tokens } = seedTool(databaseUrl, ['seed', String(playerCount), String(BALANCE)]);
    console.log(
      `[${kind}] ${tokens.length} players seeded in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    const { selections, matches } = await prematchSelections(apiUrl);
    console.log(`[${kind}] ${selections.length} prematch outcomes of ${matches} matches to bet on`);
    const before = seedTool(databaseUrl, ['audit']);

    const helloPort = await freePort();
    const hello = await startProcess(process.execPath, ['bench/hello-world.mjs'], {
      env: { PORT: String(helloPort) },
      readyUrl: `http://127.0.0.1:${helloPort}/`,
    });
    let baseline;
    try {
      await helloLoad(`http://127.0.0.1:${helloPort}/`, warmup);
      baseline = await helloLoad(`http://127.0.0.1:${helloPort}/`, duration);
    } finally {
      await stopProcess(hello);
    }

    const warm = warmup > 0 ? await placeLoad(apiUrl, { tokens, selections, seconds: warmup }) : null;
    const measuredWindow = { from: usNow() };
    const { result: measured, cpu } = await withCpu(api.pid, pgDir, () =>
      placeLoad(apiUrl, { tokens, selections, seconds: duration }),
    );
    measuredWindow.to = usNow();
    await stopApi();
    const after = seedTool(databaseUrl, ['audit']);

    // 200s counted by the load generator, and bets the server placed for requests still in flight
    // when a run stopped (at most one per connection per run: wrk does not wait for them).
    const counted = (warm?.ok ?? 0) + measured.ok;
    const runs = warm ? 2 : 1;
    const checks = {
      counted,
      betsStored: after.bets - before.bets,
      stakesStored: after.stakes - before.stakes,
      stakeTransactions: after.stakeTransactions - before.stakeTransactions,
      houseGain: after.houseBalance - before.houseBalance,
      playersWithBets: after.betPlayers,
    };
    const stored = checks.betsStored;
    const problems = [];
    if (stored < counted || stored > counted + runs * connections)
      problems.push(`${stored} bets stored for ${counted} 200s (+ at most ${runs * connections} in flight)`);
    if (checks.stakesStored !== stored * STAKE || checks.houseGain !== stored * STAKE)
      problems.push(`stakes ${checks.stakesStored}, house +${checks.houseGain} for ${stored} × ${STAKE}`);
    if (checks.stakeTransactions !== stored)
      problems.push(`${checks.stakeTransactions} stake transactions for ${stored} bets`);
    const { audit } = after;
    if (audit.total !== 0) problems.push(`ledger sums to ${audit.total}`);
    if (audit.unbalancedTransactions.length)
      problems.push(`${audit.unbalancedTransactions.length} unbalanced`);
    if (audit.driftedAccounts.length) problems.push(`${audit.driftedAccounts.length} drifted accounts`);
    if (audit.negativePlayerAccounts.length)
      problems.push(`${audit.negativePlayerAccounts.length} negative player accounts`);

    let profileSummary = null;
    if (profile) {
      // The main thread's profile of this run (a kept BENCH_PROFILE_DIR may hold older runs' files;
      // the writer and checkpointer threads write their own, thread id > 0).
      const file = readdirSync(profDir)
        .filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f))
        .sort((a, b) => statSync(join(profDir, b)).mtimeMs - statSync(join(profDir, a)).mtimeMs)[0];
      profileSummary = file
        ? summariseProfile(join(profDir, file), measuredWindow)
        : 'no .cpuprofile written';
    }
    return { kind, load, baseline, warm, measured, cpu, checks, audit, problems, profileSummary };
  } finally {
    await stopApi();
    if (dropDb) await dropDb().catch((error) => console.error(`drop database: ${error.message}`));
  }
}

// ---------------------------------------------------------------------------------------------

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => `${n.toFixed(1)} ms`;

try {
  buildIfStale();
  console.log(
    `load: ${useWrk ? 'wrk -t1' : 'autocannon'}, ${connections} connections, ${warmup} s warm-up + ${duration} s, ${playerCount} players, ${machine()}`,
  );
  const results = [];
  for (const kind of databases) {
    if (kind !== 'sqlite' && kind !== 'postgres') throw new Error(`unknown database ${kind}`);
    results.push(await benchDatabase(kind));
  }
  for (const r of results) {
    const target = GOAL[r.kind];
    const m = r.measured;
    const nonOk = Object.entries(m.codes).filter(([code]) => code !== '200');
    const failures = nonOk.map(([code, n]) => `${n} × ${code}`);
    const socket = Object.entries(m.socketErrors).filter(([, n]) => n > 0);
    const rateMet = m.betsPerSecond >= target;
    const p99Met = m.p99 <= GOAL.p99;
    const sound = r.problems.length === 0;
    const misses = [];
    if (!rateMet)
      misses.push(
        `${fmt(m.betsPerSecond)} bets/s is ${((100 * (target - m.betsPerSecond)) / target).toFixed(0)} % below ${fmt(target)}`,
      );
    if (!p99Met) misses.push(`p99 ${ms(m.p99)} is ${ms(m.p99 - GOAL.p99)} over ${GOAL.p99} ms`);
    if (!sound) misses.push('database checks failed');
    const goal = misses.length === 0 ? 'met' : `NOT met: ${misses.join('; ')}`;
    // CPU time per bet placed depends less on what else the machine runs than bets/s does.
    const perBet = (share) =>
      m.betsPerSecond > 0 ? `${((1000 * share) / m.betsPerSecond).toFixed(1)} ms/bet` : 'n/a';
    const cpu = [
      `server ${(100 * r.cpu.server).toFixed(0)} % of a core (${perBet(r.cpu.server)})`,
      ...(r.cpu.postgres === null
        ? []
        : [`postgres ${(100 * r.cpu.postgres).toFixed(0)} % (${perBet(r.cpu.postgres)})`]),
      `machine ${(100 * r.cpu.machine).toFixed(0)} % busy`,
    ].join('; ');

    console.log(`\n=== ${r.kind} (1-minute load average before: ${r.load.toFixed(1)}) ===`);
    console.log(`hello-world baseline: ${fmt(r.baseline.rps)} req/s, p99 ${ms(r.baseline.p99)}`);
    if (r.warm) console.log(`warm-up (${warmup} s): ${r.warm.ok} bets placed`);
    console.log(
      `POST /v3/bets (${m.tool}, ${connections} conn, ${duration} s): ${fmt(m.betsPerSecond)} bets/s (${m.ok} × 200 of ${m.total} replies), p50 ${ms(m.p50)}, p99 ${ms(m.p99)}, max ${ms(m.max)}`,
    );
    console.log(`non-200 replies: ${failures.length ? failures.join(', ') : 'none'}`);
    for (const [code, text] of Object.entries(m.samples ?? {})) console.log(`  e.g. ${code}: ${text}`);
    if (socket.length) console.log(`socket errors: ${socket.map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log(`CPU during the run: ${cpu}`);
    console.log(
      `database: ${r.checks.betsStored} bets stored (${r.checks.stakeTransactions} stake transactions, house +${r.checks.houseGain}, ${r.checks.playersWithBets} players) for ${r.checks.counted} 200s counted (warm-up included; the rest were in flight when a run stopped); ledger sum ${r.audit.total}, unbalanced ${r.audit.unbalancedTransactions.length}, drifted ${r.audit.driftedAccounts.length}, negative players ${r.audit.negativePlayerAccounts.length}${sound ? ' — ok' : ` — PROBLEMS: ${r.problems.join('; ')}`}`,
    );
    console.log(`goal (≥ ${fmt(target)} bets/s, p99 ≤ ${GOAL.p99} ms): ${goal}`);
    if (r.profileSummary) console.log(`\nserver CPU profile (${r.kind}):\n${r.profileSummary}`);

    if (profile) continue; // a profiled server is slower: its figures are not recorded
    record(SECTION, [
      new Date().toISOString().slice(0, 16).replace('T', ' '),
      `${machine()}, load ${r.load.toFixed(1)}`,
      r.kind === 'sqlite'
        ? 'SQLite (WAL)'
        : `PostgreSQL${process.env.BENCH_POSTGRES_URL ? '' : ' (pg-cluster.sh)'}`,
      `${m.tool}, ${connections} conn × ${duration} s`,
      `${fmt(r.baseline.rps)} req/s, p99 ${ms(r.baseline.p99)}`,
      fmt(m.betsPerSecond),
      ms(m.p50),
      ms(m.p99),
      `${failures.length ? failures.join(', ') : 'none'}; ledger ${sound ? 'ok' : r.problems.join('; ')}`,
      cpu,
      goal,
    ]);
  }
} finally {
  cleanUp();
}
