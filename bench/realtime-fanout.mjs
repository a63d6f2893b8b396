// Real-time fan-out (issue 4, benchmark a): N WebSocket clients on one public channel of the hub
// running as its own process, 100 publications/s through its HTTP API (`POST /api/publish`).
// Records deliveries/s, p50/p99 publish-to-receive latency and lost messages per N in README.md.
// Goal: ≥ 250,000 deliveries/s with p99 ≤ 100 ms.
//
// The clients speak the Centrifuge JSON protocol directly (connect with an HS256 token, subscribe,
// answer pings with `{}`) as minimal WebSocket clients on `net` sockets, spread over several
// load-generator processes: this same script started with the argument `clients`, driven over an
// IPC channel.
//
// Clock: publish and receive times are CLOCK_MONOTONIC in microseconds (process.hrtime.bigint(),
// read through performance.now() plus a per-process offset). On Linux that clock is one clock for
// the whole machine, so the publisher's and the clients' readings compare directly.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { freePort, machine, processCpuMs, record, root, startProcess, stopProcess } from './lib.mjs';

const SECTION = 'Real-time fan-out (one hub process)';
const CHANNEL = 'public:en';
const GOAL_DELIVERIES = 250_000;
const GOAL_P99_MS = 100;

const clockOffsetUs = Number(process.hrtime.bigint()) / 1000 - performance.now() * 1000;
/** CLOCK_MONOTONIC (the clock of process.hrtime), µs: the same clock in every process of the machine. */
const nowUs = () => clockOffsetUs + performance.now() * 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Latency histogram: 10 µs buckets below 100 ms, 1 ms buckets up to 60 s.
const FINE = 10_000;
const COARSE = 60_000;
const bucketOf = (us) =>
  us < 100_000
    ? Math.max(0, Math.floor(us / 10))
    : Math.min(FINE + COARSE - 1, FINE + Math.floor((us - 100_000) / 1000));
const bucketMs = (bucket) => (bucket < FINE ? (bucket * 10 + 5) / 1000 : 100 + (bucket - FINE) + 0.5);

// ---------------------------------------------------------------------------------------------
// Load-generator process: opens its share of the clients and counts what they receive.

function clientsRole() {
  // The clients are minimal WebSocket clients on `net` sockets (RFC 6455: the upgrade, masked
  // client frames, unmasked server frames), not `ws`: a load generator then costs little more than
  // reading each publication's line — the hub, not the generators, should be what is measured.
  // Every line of every frame is still read: seq, send time and stream offset of each publication.
  const SEQ = Buffer.from('"seq":');
  const TIME = Buffer.from('"t":');
  const OFFSET = Buffer.from('"offset":');
  const SEQ_T = Buffer.from(',"t":');
  const T_OFFSET = Buffer.from('}},"offset":');
  const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
  const clients = [];
  const hist = new Uint32Array(FINE + COARSE);
  const counts = { received: 0, unique: 0, duplicates: 0, outOfOrder: 0, closed: 0, unsubscribed: 0 };
  let firstMeasured = 1;
  let lastReceiveUs = 0;
  let seenByAny = new Uint8Array(0);
  let ready = 0;
  let failed = 0;
  const cpuAtStart = process.cpuUsage();

  /** A client frame (FIN, masked as RFC 6455 requires of clients). */
  function clientFrame(opcode, payload) {
    const length = payload.length;
    const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
    const frame = Buffer.allocUnsafe(header + 4 + length);
    frame[0] = 0x80 | opcode;
    if (length < 126) frame[1] = 0x80 | length;
    else if (length < 65536) {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(length, 2);
    } else {
      frame[1] = 0x80 | 127;
      frame.writeUInt32BE(0, 2);
      frame.writeUInt32BE(length, 6);
    }
    const mask = randomBytes(4);
    mask.copy(frame, header);
    for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i] ^ mask[i & 3];
    return frame;
  }
  const PONG = clientFrame(1, Buffer.from('{}'));
  /** The read buffer of every socket of this process (each read is parsed before the next). */
  const readBuffer = Buffer.allocUnsafe(256 * 1024);

  /** Reads the unsigned whole number whose digits start at `at` (stops at the first non-digit). */
  function readNumber(bytes, at, end) {
    let value = 0;
    for (let i = at; i < end; i++) {
      const c = bytes[i];
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
    }
    return value;
  }

  /**
   * Where `pattern` first occurs in bytes[from, end), or -1. A loop in JavaScript: the lines
   * are short, and Buffer#indexOf's call into C++ cost more than the search itself.
   */
  function find(bytes, pattern, from, end) {
    const first = pattern[0];
    const last = end - pattern.length;
    outer: for (let i = from; i <= last; i++) {
      if (bytes[i] !== first) continue;
      for (let k = 1; k < pattern.length; k++) if (bytes[i + k] !== pattern[k]) continue outer;
      return i;
    }
    return -1;
  }

  /** `pattern` at bytes[at, at + pattern.length)? */
  function isAt(bytes, pattern, at, end) {
    if (at + pattern.length > end) return false;
    for (let k = 0; k < pattern.length; k++) if (bytes[at + k] !== pattern[k]) return false;
    return true;
  }

  /** Index after the digits that start at `at`. */
  function skipDigits(bytes, at, end) {
    let i = at;
    while (i < end && bytes[i] >= 48 && bytes[i] <= 57) i++;
    return i;
  }

  /**
   * Where the line starting at `start` has `"seq":` (a publication), or, when it has none, -1 − the
   * index of its end (its newline, or `end`). One pass over the line's bytes up to the field.
   */
  function seqOrLineEnd(bytes, start, end) {
    for (let i = start; i < end; i++) {
      const c = bytes[i];
      if (c === 10) return -i - 1;
      if (
        c === 113 && // q of "seq":
        i - 3 >= start &&
        bytes[i + 1] === 34 &&
        bytes[i + 2] === 58 &&
        bytes[i - 1] === 101 &&
        bytes[i - 2] === 115 &&
        bytes[i - 3] === 34
      )
        return i - 3;
    }
    return -end - 1;
  }

  /** The index of the newline that ends the line at `from`, or `end`. */
  function lineEnd(bytes, from, end) {
    for (let i = from; i < end; i++) if (bytes[i] === 10) return i;
    return end;
  }

  /**
   * A publication's line, from its `"seq":` at `at` (read without JSON.parse: the hot path).
   * Returns where the line ends.
   */
  function onPublication(client, bytes, at, end, now) {
    const seqAt = at + SEQ.length;
    const seq = readNumber(bytes, seqAt, end);
    // The fields are where the publisher and the hub put them (`"seq":…,"t":…}},"offset":…`),
    // checked byte by byte; anywhere else in the line they are searched for.
    const afterSeq = skipDigits(bytes, seqAt, end);
    const close = lineEnd(bytes, afterSeq, end);
    const tAt = isAt(bytes, SEQ_T, afterSeq, close)
      ? afterSeq + SEQ_T.length - TIME.length
      : find(bytes, TIME, at, close);
    const tDigits = tAt + TIME.length;
    const t = tAt >= 0 ? readNumber(bytes, tDigits, close) : now;
    // The hub's stream offsets must arrive in order (sequence numbers need not: concurrent HTTP
    // publishes may reach the hub in another order than they were sent).
    const afterT = tAt >= 0 ? skipDigits(bytes, tDigits, close) : at;
    const offsetAt = isAt(bytes, T_OFFSET, afterT, close)
      ? afterT + T_OFFSET.length - OFFSET.length
      : find(bytes, OFFSET, tAt >= 0 ? tAt : at, close);
    const offset = offsetAt >= 0 ? readNumber(bytes, offsetAt + OFFSET.length, close) : 0;
    const inOrder = offset > client.last;
    client.last = offset;
    if (seq < firstMeasured) return close; // warm-up
    counts.received++;
    if (!inOrder) counts.outOfOrder++;
    if (seq < client.seen.length && client.seen[seq] === 0) {
      client.seen[seq] = 1;
      seenByAny[seq] = 1;
      counts.unique++;
    } else counts.duplicates++;
    hist[bucketOf(now - t)]++;
    if (now > lastReceiveUs) lastReceiveUs = now;
    return close;
  }

  /** Any other line: a ping, or a reply or push read with JSON.parse. */
  function onOtherLine(client, bytes, start, end) {
    if (end - start === 2 && bytes[start] === 123 && bytes[start + 1] === 125) {
      client.socket.write(PONG); // server ping → pong
      return;
    }
    const reply = JSON.parse(bytes.toString('utf8', start, end));
    if (reply.id === 2) {
      if (reply.subscribe && !client.subscribed) {
        client.subscribed = true;
        client.settle(true);
      } else client.settle(false, JSON.stringify(reply.error));
    } else if (reply.id === 1 && reply.error) client.settle(false, JSON.stringify(reply.error));
    else if (reply.push?.unsubscribe) counts.unsubscribed++;
  }

  /** A text message: newline-separated replies and pushes. */
  function onMessage(client, bytes, start, end, now) {
    let lineStart = start;
    while (lineStart < end) {
      const at = seqOrLineEnd(bytes, lineStart, end);
      if (at >= 0) lineStart = onPublication(client, bytes, at, end, now) + 1;
      else {
        const close = -at - 1;
        if (close > lineStart) onOtherLine(client, bytes, lineStart, close);
        lineStart = close + 1;
      }
    }
  }

  /**
   * Server frames from the socket's bytes (`length` bytes of `chunk`, the process's read buffer,
   * reused by the next read); an incomplete frame is copied and waits for the next read.
   */
  function onData(client, chunk, length) {
    const now = nowUs();
    const bytes = client.pending ? Buffer.concat([client.pending, chunk.subarray(0, length)]) : chunk;
    const size = client.pending ? bytes.length : length;
    client.pending = null;
    let pos = 0;
    if (!client.upgraded) {
      const headEnd = bytes.subarray(0, size).indexOf('\r\n\r\n');
      if (headEnd < 0) {
        client.pending = Buffer.from(bytes.subarray(0, size));
        return;
      }
      const head = bytes.toString('latin1', 0, headEnd);
      const accept = /\r\nsec-websocket-accept: *([^\r]+)/i.exec(head)?.[1];
      if (!head.startsWith('HTTP/1.1 101') || accept !== client.accept) {
        client.settle(false, head.split('\r\n')[0]);
        client.socket.destroy();
        return;
      }
      client.upgraded = true;
      client.socket.write(client.command);
      pos = headEnd + 4;
    }
    while (pos + 2 <= size) {
      const b0 = bytes[pos];
      let length = bytes[pos + 1] & 0x7f;
      let header = 2;
      if (length === 126) {
        if (pos + 4 > size) break;
        length = bytes.readUInt16BE(pos + 2);
        header = 4;
      } else if (length === 127) {
        if (pos + 10 > size) break;
        length = bytes.readUInt32BE(pos + 2) * 2 ** 32 + bytes.readUInt32BE(pos + 6);
        header = 10;
      }
      const start = pos + header;
      const end = start + length;
      if (end > size) break;
      const opcode = b0 & 0x0f;
      const fin = (b0 & 0x80) !== 0;
      if (opcode === 1 || opcode === 0) {
        if (fin && client.fragments === null) onMessage(client, bytes, start, end, now);
        else {
          client.fragments = [...(client.fragments ?? []), Buffer.from(bytes.subarray(start, end))];
          if (fin) {
            const message = Buffer.concat(client.fragments);
            client.fragments = null;
            onMessage(client, message, 0, message.length, now);
          }
        }
      } else if (opcode === 8) {
        client.socket.end();
        return;
      } else if (opcode === 9) client.socket.write(clientFrame(0x0a, bytes.subarray(start, end)));
      pos = end;
    }
    if (pos < size) client.pending = Buffer.from(bytes.subarray(pos, size));
  }

  function open(url, command, seqs) {
    return new Promise((resolve) => {
      const { hostname, port, pathname } = new URL(url);
      const key = randomBytes(16).toString('base64');
      const client = {
        socket: null,
        command,
        accept: createHash('sha1')
          .update(key + GUID)
          .digest('base64'),
        upgraded: false,
        pending: null,
        fragments: null,
        seen: new Uint8Array(seqs),
        last: 0,
        subscribed: false,
        settled: false,
      };
      // `onread` instead of 'data' events: each read lands in the process's one read buffer and
      // is parsed at once, without a Buffer allocated per read or the stream machinery.
      const socket = connect({
        host: hostname,
        port: Number(port),
        onread: { buffer: readBuffer, callback: (length, buffer) => onData(client, buffer, length) },
      });
      socket.setNoDelay(true);
      client.socket = socket;
      client.settle = (ok, why) => {
        if (client.settled) return;
        client.settled = true;
        if (ok) ready++;
        else {
          failed++;
          if (failed <= 3) console.error(`client could not subscribe: ${why}`);
        }
        resolve();
      };
      socket.on('connect', () =>
        socket.write(
          `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
      socket.on('error', (error) => client.settle(false, error.message));
      socket.on('close', () => {
        if (client.subscribed) counts.closed++;
        client.settle(false, 'closed');
      });
      clients.push(client);
    });
  }

  process.on('disconnect', () => process.exit(0)); // the coordinator is gone
  process.on('message', async (message) => {
    if (message.cmd === 'open') {
      firstMeasured = message.firstMeasured;
      seenByAny = new Uint8Array(message.seqs);
      const command = clientFrame(
        1,
        Buffer.from(
          [
            JSON.stringify({ id: 1, connect: { token: message.token, name: 'bench' } }),
            JSON.stringify({ id: 2, subscribe: { channel: message.channel } }),
          ].join('\n'),
        ),
      );
      // A bounded number of handshakes at a time, so the hub's accept backlog is not overrun.
      let next = 0;
      const worker = async () => {
        while (next < message.count) {
          next++;
          await open(message.url, command, message.seqs);
        }
      };
      await Promise.all(Array.from({ length: 50 }, worker));
      process.send({ ev: 'ready', ready, failed });
    } else if (message.cmd === 'poll') {
      const cpu = process.cpuUsage(cpuAtStart);
      process.send({ ev: 'progress', ...counts, cpuUs: cpu.user + cpu.system });
    } else if (message.cmd === 'stats') {
      const buckets = [];
      for (let i = 0; i < hist.length; i++) if (hist[i] > 0) buckets.push([i, hist[i]]);
      const seqs = [];
      for (let i = 0; i < seenByAny.length; i++) if (seenByAny[i] === 1) seqs.push(i);
      process.send({ ev: 'stats', ...counts, lastReceiveUs, buckets, seqs });
    } else if (message.cmd === 'exit') {
      for (const { socket } of clients) socket.destroy();
      process.disconnect();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Coordinator: builds, starts the hub, starts the load generators, publishes, reports.

async function main() {
  const sizes = (process.env.BENCH_CLIENTS ?? '1000,5000').split(',').map(Number);
  const rate = Number(process.env.BENCH_RATE ?? 100);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const procs = Number(process.env.BENCH_CLIENT_PROCS ?? 3);
  const profileDir = process.env.BENCH_CPU_PROF; // a directory: the hub and the load generators write .cpuprofile files there
  const warmupCount = rate; // one second of publications before the measurement, not counted

  // Everything this run starts is gone within 3 minutes, whatever happens.
  const watchdog = setTimeout(() => {
    console.error('realtime-fanout: did not finish within 170 s; stopping everything');
    process.exit(2);
  }, 170_000);
  watchdog.unref();

  if (!existsSync(`${root}apps/server/dist/realtime-main.js`)) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }

  const limit = openFileLimit();
  const need = Math.max(...sizes) + 256;
  console.log(
    `open-file limit: soft ${limit.soft}, hard ${limit.hard}; the hub needs about ${need} for ${Math.max(...sizes)} sockets`,
  );
  if (limit.hard < need) {
    console.error(
      `the hard open-file limit (${limit.hard}) is too low: raise it (ulimit -Hn) — connections will fail`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start; ${procs} load-generator processes`,
  );

  const apiKey = randomBytes(16).toString('hex');
  const secret = randomBytes(32).toString('hex');
  // Anonymous connection token (no `sub`): the hub is not insecure, so a token is required, and the
  // public namespace allows anonymous subscribers.
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

  const results = [];
  for (const n of sizes) {
    results.push(
      await measure({ n, rate, seconds, procs, profileDir, warmupCount, apiKey, secret, token, limit }),
    );
  }
  clearTimeout(watchdog);

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  // Newest first: the last row recorded is the first in the table, so record the larger N last.
  for (const r of results) {
    const rateMet = r.deliveriesPerSecond >= GOAL_DELIVERIES;
    const p99Met = r.p99 <= GOAL_P99_MS;
    const offered = r.sentPerSecond * r.n;
    const goal =
      offered < GOAL_DELIVERIES
        ? `n/a (${Math.round(offered).toLocaleString('en')}/s offered); p99 ${p99Met ? 'met' : 'NOT met'}`
        : rateMet && p99Met
          ? 'met'
          : 'NOT met';
    if (process.env.BENCH_DRY !== '1')
      record(SECTION, [
        date,
        `${machine()}, load ${r.load.toFixed(1)}`,
        `${r.n}${r.ready < r.n ? ` (${r.ready} subscribed)` : ''}`,
        `${r.sentPerSecond.toFixed(1)}${r.accepted < r.sent ? ` (${r.publicationsPerSecond.toFixed(1)} accepted)` : ''}`,
        Math.round(r.deliveriesPerSecond).toLocaleString('en'),
        `${r.p50.toFixed(1)} ms`,
        `${r.p99.toFixed(1)} ms`,
        `${r.lost}${r.lost > 0 ? ` (${((100 * r.lost) / Math.max(1, r.expected)).toFixed(2)} %)` : ''}`,
        goal,
      ]);
    r.goal = goal;
  }
  console.log('');
  for (const r of results) {
    console.log(
      `N=${r.n}: ${Math.round(r.deliveriesPerSecond).toLocaleString('en')} deliveries/s ` +
        `(offered ${Math.round(r.sentPerSecond * r.n).toLocaleString('en')}/s), ` +
        `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms, ` +
        `lost ${r.lost} of ${r.expected} — goal ${r.goal}`,
    );
  }
  process.exit(0);
}

async function measure({ n, rate, seconds, procs, profileDir, warmupCount, apiKey, secret, token, limit }) {
  const measuredCount = Math.round(rate * seconds);
  const firstMeasured = warmupCount + 1;
  const lastSeq = warmupCount + measuredCount;
  const load = loadavg()[0];
  console.log(`\nN = ${n}: starting the hub (load average ${load.toFixed(2)})`);
  const port = await freePort();
  const hubArgs = ['apps/server/dist/realtime-main.js'];
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    hubArgs.unshift('--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=hub-${n}.cpuprofile`);
  }
  const [hubCommand, hubCommandArgs] = withFileLimit(process.execPath, hubArgs, n + 256, limit);
  const hub = await startProcess(hubCommand, hubCommandArgs, {
    env: {
      REALTIME_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REALTIME_API_KEY: apiKey,
      REALTIME_TOKEN_SECRET: secret,
      // A Centrifugo configuration for experiments (e.g. `client.write_delay`); none by default.
      REALTIME_CONFIG: process.env.BENCH_HUB_CONFIG,
      REDIS_URL: undefined,
      CENTRIFUGO_URL: undefined,
      CENTRIFUGO_API_KEY: undefined,
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
    timeoutMs: 30_000,
  });
  const generators = [];
  try {
    const share = Math.ceil(n / procs);
    for (let i = 0; i < procs && i * share < n; i++) {
      const count = Math.min(share, n - i * share);
      const profile = profileDir
        ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=clients-${n}-${i + 1}.cpuprofile`]
        : [];
      const [command, args] = withFileLimit(
        process.execPath,
        [...profile, fileURLToPath(import.meta.url), 'clients'],
        count + 256,
        limit,
      );
      generators.push({ count, ...startGenerator(command, args) });
    }
    const url = `ws://127.0.0.1:${port}/connection/websocket`;
    const opening = performance.now();
    const opened = await Promise.all(
      generators.map((g) =>
        g.ask(
          { cmd: 'open', url, token, channel: CHANNEL, count: g.count, seqs: lastSeq + 1, firstMeasured },
          'ready',
          90_000,
        ),
      ),
    );
    const ready = opened.reduce((sum, o) => sum + o.ready, 0);
    const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    console.log(
      `  ${ready} of ${n} clients subscribed to ${CHANNEL} in ${((performance.now() - opening) / 1000).toFixed(1)} s ` +
        `(hub reports ${health.connections} connections)`,
    );

    const publishUrl = `http://127.0.0.1:${port}/api/publish`;
    await publish(publishUrl, apiKey, 1, warmupCount, rate);
    await sleep(500);

    const hubCpu0 = processCpuMs(hub.pid);
    const genCpu0 = await Promise.all(generators.map((g) => g.ask({ cmd: 'poll' }, 'progress')));
    const run = await publish(publishUrl, apiKey, firstMeasured, measuredCount, rate);
    const target = run.ok * ready;
    // Drain: until every delivery has arrived, or nothing arrived for 3 s, or 10 s at most.
    let unique = 0;
    let progress = [];
    let lastChange = performance.now();
    const drainUntil = performance.now() + 10_000;
    while (performance.now() < drainUntil) {
      progress = await Promise.all(generators.map((g) => g.ask({ cmd: 'poll' }, 'progress')));
      const now = progress.reduce((sum, p) => sum + p.unique, 0);
      if (now !== unique) lastChange = performance.now();
      unique = now;
      if (unique >= target || performance.now() - lastChange > 3000) break;
      await sleep(200);
    }
    const hubCpu1 = processCpuMs(hub.pid);
    const busySeconds = (performance.now() - run.startedMs) / 1000;
    const stats = await Promise.all(generators.map((g) => g.ask({ cmd: 'stats' }, 'stats')));
    // Accepted: answered with a result, or delivered to someone though its HTTP reply timed out.
    const accepted = new Set(run.okSeqs);
    for (const s of stats) for (const seq of s.seqs) accepted.add(seq);
    const expected = accepted.size * ready;

    const hist = new Map();
    let received = 0;
    let lastReceiveUs = 0;
    for (const s of stats) {
      received += s.received;
      lastReceiveUs = Math.max(lastReceiveUs, s.lastReceiveUs);
      for (const [bucket, count] of s.buckets) hist.set(bucket, (hist.get(bucket) ?? 0) + count);
    }
    const sum = (key) => stats.reduce((total, s) => total + s[key], 0);
    const windowSeconds = Math.max(1e-6, (lastReceiveUs - run.firstSendUs) / 1e6);
    const publishSeconds = (run.lastSendUs - run.firstSendUs) / 1e6;
    const result = {
      n,
      load,
      ready,
      expected,
      received,
      lost: Math.max(0, expected - sum('unique')),
      sent: measuredCount,
      accepted: accepted.size,
      sentPerSecond: measuredCount / (publishSeconds + 1 / rate),
      publicationsPerSecond: accepted.size / (publishSeconds + 1 / rate),
      deliveriesPerSecond: sum('unique') / windowSeconds,
      p50: percentile(hist, 0.5),
      p99: percentile(hist, 0.99),
      max: percentile(hist, 1),
    };
    const genCpuMs = progress.reduce((total, p, i) => total + (p.cpuUs - genCpu0[i].cpuUs) / 1000, 0);
    console.log(
      `  sent ${measuredCount} publications in ${publishSeconds.toFixed(2)} s: ${run.ok} answered, ` +
        `${accepted.size} accepted (answered or delivered); ` +
        `HTTP publish p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms` +
        (run.failures.size > 0
          ? `; failures: ${[...run.failures].map(([k, v]) => `${k} ×${v}`).join(', ')}`
          : ''),
    );
    console.log(
      `  delivered ${sum('unique')} of ${expected} in ${windowSeconds.toFixed(2)} s` +
        ` (duplicates ${sum('duplicates')}, out of order ${sum('outOfOrder')}, ` +
        `unsubscribed by the hub ${sum('unsubscribed')}, connections closed ${sum('closed')})`,
    );
    console.log(
      `  CPU while publishing and draining (${busySeconds.toFixed(1)} s): hub ` +
        `${hubCpu0 === null || hubCpu1 === null ? '?' : Math.round((100 * (hubCpu1 - hubCpu0)) / 1000 / busySeconds)} % of a core, ` +
        `load generators ${Math.round((100 * genCpuMs) / 1000 / busySeconds)} % of a core in all`,
    );
    console.log(
      `  ${Math.round(result.deliveriesPerSecond).toLocaleString('en')} deliveries/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, lost ${result.lost}`,
    );
    return result;
  } finally {
    await Promise.all(generators.map((g) => g.stop()));
    await stopProcess(hub, { graceMs: 10_000 });
  }
}

/** Publishes `count` publications at `rate`/s, each with its sequence number and send time (µs). */
async function publish(url, apiKey, fromSeq, count, rate) {
  const startedMs = performance.now();
  const pending = [];
  const latencies = [];
  const okSeqs = [];
  const failures = new Map();
  const fail = (why) => failures.set(why, (failures.get(why) ?? 0) + 1);
  let firstSendUs = 0;
  let lastSendUs = 0;
  for (let i = 0; i < count; i++) {
    const wait = startedMs + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const t = Math.round(nowUs());
    if (i === 0) firstSendUs = t;
    lastSendUs = t;
    const body = JSON.stringify({ channel: CHANNEL, data: { type: 'bench', data: { seq: fromSeq + i, t } } });
    pending.push(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body,
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (reply) => {
          const answer = await reply.json();
          latencies.push((nowUs() - t) / 1000);
          if (reply.ok && answer.result !== undefined) okSeqs.push(fromSeq + i);
          else fail(answer.error ? `error ${answer.error.code}` : `HTTP ${reply.status}`);
        })
        .catch((error) => fail(error.cause?.code ?? error.name)),
    );
  }
  await Promise.all(pending);
  const ok = okSeqs.length;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { ok, okSeqs, failures, firstSendUs, lastSendUs, startedMs, p50: at(0.5), p99: at(0.99) };
}

function percentile(hist, q) {
  const total = [...hist.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return Number.NaN;
  const target = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const bucket of [...hist.keys()].sort((a, b) => a - b)) {
    seen += hist.get(bucket) ?? 0;
    if (seen >= target) return bucketMs(bucket);
  }
  return Number.NaN;
}

/** A load-generator process with a request/answer helper over its IPC channel. */
function startGenerator(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', kill);
  const waiting = new Map();
  child.on('message', (message) => {
    const resolve = waiting.get(message.ev);
    waiting.delete(message.ev);
    resolve?.(message);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ask = (message, ev, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`load generator: no '${ev}' within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.set(ev, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`load generator exited with ${code}`));
      });
      child.send(message);
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.connected) child.send({ cmd: 'exit' });
    await Promise.race([exited, sleep(5000)]);
    kill();
  };
  return { child, ask, stop };
}

/** Soft and hard limits of open files of this process (Linux /proc; children inherit them). */
function openFileLimit() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = (line ?? '').split(/\s+/).slice(3, 5);
    const value = (x) => (x === 'unlimited' ? Number.POSITIVE_INFINITY : Number(x));
    if (soft && hard) return { soft: value(soft), hard: value(hard) };
  } catch {
    // not Linux
  }
  return { soft: Number.POSITIVE_INFINITY, hard: Number.POSITIVE_INFINITY };
}

/** Runs the command under a raised soft open-file limit when the current one is below `need`. */
function withFileLimit(command, args, need, limit) {
  if (limit.soft >= need || limit.hard < need) return [command, args];
  return ['sh', ['-c', `ulimit -n ${need} && exec "$0" "$@"`, command, ...args]];
}

if (process.argv[2] === 'clients') clientsRole();
else await main();
