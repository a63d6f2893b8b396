// Shared pieces of the benchmark scripts: starting servers on loopback, load, and recording figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

/**
 * Debian's Chromium and the flags it needs here (no sandbox as root; no background connections the
 * closed network would refuse). Playwright adds its own headless flag; Lighthouse needs
 * `--headless=new` added.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a process and resolves once `readyUrl` answers 200; the process is killed on exit. With
 * `group: true` it leads a process group of its own and the whole group (its children too, e.g. the
 * servers `scripts/serve.mjs` starts) is killed on exit, on Ctrl-C and by `stopProcess`.
 */
export async function startProcess(
  command,
  args,
  { env = {}, readyUrl, timeoutMs = 180_000, group = false, cwd = root } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: group,
  });
  const kill = (signal) => {
    try {
      if (group) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  child.stopGroup = kill;
  process.on('exit', () => kill('SIGKILL'));
  if (group) {
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        kill('SIGKILL');
        process.exit(130);
      });
    }
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const reply = await fetch(readyUrl);
      if (reply.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer within ${timeoutMs} ms`);
}

const nextBin = `${root}node_modules/next/dist/bin/next`;
const helloDir = `${root}bench/next-hello`;

/**
 * The floor of the web benches: bench/next-hello (Next.js + next-intl, one page of text) built with
 * the workspace's `next` when it has no build yet, then served by `next start` on `port`. It runs
 * from its own directory because next-intl's plugin finds its request config from the working
 * directory.
 */
export async function startNextHello(port) {
  if (!existsSync(`${helloDir}/.next/BUILD_ID`)) {
    const built = spawnSync(process.execPath, [nextBin, 'build'], {
      cwd: helloDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('could not build bench/next-hello');
  }
  return startProcess(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: helloDir,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      readyUrl: `http://127.0.0.1:${port}/en`,
    },
  );
}

/** Stops a process from `startProcess` (its whole group when started with `group: true`). */
export async function stopProcess(child, { graceMs = 5000 } = {}) {
  const kill = child.stopGroup ?? ((signal) => child.kill(signal));
  kill('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  kill('SIGKILL'); // stragglers of the group, if any
}

/** Runs autocannon and returns requests/s (mean) and latency p99 in ms. */
export async function load(
  url,
  { connections = 32, duration = 10, warmup = 2, method = 'GET', body, headers } = {},
) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, method, body, headers });
  const result = await autocannon({ url, connections, duration, method, body, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors during the run`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
  };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc; null where it cannot be read
 * (not Linux, or the process is gone).
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

let ticks;
/** Clock ticks per second of /proc's CPU times (USER_HZ). */
function clockTicks() {
  ticks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return ticks;
}

export function machine() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The machine, with the 1-minute load average now: the machine is shared and other work moves figures. */
export function machineAndLoad() {
  return `${machine()}, load ${loadavg()[0].toFixed(1)}`;
}

/**
 * Adds a row under the named section of bench/README.md (the section's table must exist); the
 * newest row goes first so the file reads as a history.
 */
export function record(section, row) {
  const path = `${root}bench/README.md`;
  const text = readFileSync(path, 'utf8');
  const heading = `## ${section}`;
  const at = text.indexOf(heading);
  if (at < 0) throw new Error(`bench/README.md has no section '${heading}'`);
  const tableStart = text.indexOf('\n|', at);
  const separator = text.indexOf('\n', text.indexOf('\n', tableStart + 1) + 1);
  const next = `${text.slice(0, separator + 1)}| ${row.join(' | ')} |\n${text.slice(separator + 1)}`;
  writeFileSync(path, next);
}

/**
 * A cross-check with wrk (Debian package `wrk`, a C load generator) when it is installed: autocannon
 * runs in Node and on this 2-core machine it can be the bottleneck for large bodies. Null when absent.
 */
export function wrk(url, { connections = 32, duration = 10, headers = {} } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`);
  const run = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(run.stdout);
  const factor = { us: 0.001, ms: 1, s: 1000 };
  return { rps, p99: p99 ? Number(p99[1]) * factor[p99[2]] : Number.NaN };
}
