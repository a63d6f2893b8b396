// Live page under load (issue 4, benchmark b): `/en/live` in headless Chromium while the demo feed
// moves 2,000 odds per second. Records main-thread busy %, long tasks over 50 ms and
// publish-to-paint p50/p95 in README.md. Goals: no long task over 50 ms, publish-to-paint p95 ≤ 50 ms.
// Never fails on a figure: exits 0 when it measured, non-zero only when it could not measure.
//
// Publish-to-paint, without touching the app:
// - "publish" is the arrival of each publication of `public:en` at an observer client in this Node
//   process (raw Centrifuge JSON protocol over `ws`, on the same machine as the hub): the bridge does
//   not stamp publications, so this arrival stands for the publication time.
// - "paint": a script injected into the page before the app's own (Playwright `addInitScript`) watches
//   the list's odds buttons with a MutationObserver. A change of a button's displayed price is
//   attributed to the first frame whose rendering starts after the DOM change, and stamped when that
//   frame's main-thread rendering (rAF callbacks, style, layout, paint) is over: a requestAnimationFrame
//   loop posts a MessageChannel message in each frame, which runs as the first task after the frame.
// - The two clocks (Node's and the page's `performance.timeOrigin + performance.now()`) are tied by the
//   round trip of `page.evaluate` with the smallest delay, before and after the window.
// - Correlation: each displayed price change (match from the row's link, outcome by its position in
//   the row) is matched with the publications of that match's listed main market: the latest one that
//   arrived before the paint must show the same text, and the change is timed from the earliest
//   publication of the unbroken run of publications showing that text.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  freePort,
  machine,
  machineAndLoad,
  record,
  root,
  startProcess,
  stopProcess,
} from './lib.mjs';

const SECTION = 'Live page under 2,000 odds changes/s';
const FEED_RATE = 2000;
const WINDOW_S = Number(process.env.BENCH_SECONDS ?? 20);
const PROFILE_S = Number(process.env.BENCH_PROFILE_SECONDS ?? 5);
// BENCH_RECORD=0 measures and prints without adding a row to README.md (for trying the script out).
const RECORD = process.env.BENCH_RECORD !== '0';
const MIN_LIVE = 50;
const GOALS = { longTaskMs: 50, p95Ms: 50 };
// BENCH_CPU_SLOWDOWN=4 runs the page under Chrome's CPU throttling (CDP
// Emulation.setCPUThrottlingRate), Lighthouse's mobile slowdown; 1 (the default) does not throttle.
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);

const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
/** What an odds button of a list row shows (decimal odds, the default odds type; '—' when suspended). */
const shown = (market, outcome) =>
  market.status !== 1 || !outcome.active
    ? '—'
    : (() => {
        const hundredths = Math.floor((2 * outcome.odds + 10) / 20);
        return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      })();
const marketKey = (market) => `${market.id}|${market.specifier}`;

// Everything this run starts is gone within 3 minutes, whatever happens (lib.mjs kills the server
// group on exit, Playwright its browser).
const watchdog = setTimeout(() => {
  console.error('live-page: did not finish within 170 s; stopping everything');
  process.exit(2);
}, 170_000);
watchdog.unref();

/**
 * Injected into the page before its own scripts: long tasks, frames, and each change of a list
 * odds button's displayed text with the end of the frame that first shows it.
 */
function instrument() {
  const now = () => performance.timeOrigin + performance.now();
  const state = { recording: false, changes: [], longTasks: [], frames: 0, t0: 0, t1: 0 };
  window.__liveBench = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        state.longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    state.noLongTasks = true;
  }

  // Frames: the loop's callback is registered during the previous frame, so it runs first in each
  // frame; its message runs as the first task after the frame's rendering.
  let frame = 0;
  let rendering = false;
  const pending = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    rendering = false;
    const t = now();
    let keep = 0;
    for (const change of pending) {
      if (change.frame <= event.data) change.paint = t;
      else pending[keep++] = change;
    }
    pending.length = keep;
  };
  const loop = () => {
    frame++;
    rendering = true;
    if (state.recording) state.frames++;
    channel.port2.postMessage(frame);
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);

  // A price is a button with the price's text in it: the row's favourite star is a button too.
  const PRICE = 'button:has(.odds-move)';
  const BUTTON = `li > div > ${PRICE}`;
  const known = new WeakMap();
  const textOf = (button) => button.textContent.replace(/[▲▼]/g, '').trim();
  const describe = (button) => {
    const row = button.closest('li');
    const href = row?.querySelector('a[href]')?.getAttribute('href') ?? '';
    const match = Number(/-(\d+)$/.exec(href)?.[1]);
    const index = row ? [...row.querySelectorAll(`:scope > div > ${PRICE}`)].indexOf(button) : -1;
    return match && index >= 0 ? { match, index, text: textOf(button) } : null;
  };
  const dirty = new Set();
  const observer = new MutationObserver((records) => {
    const t = now();
    for (const r of records) {
      const element = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const button = element?.closest(BUTTON);
      if (button) dirty.add(button);
    }
    for (const button of dirty) {
      let seen = known.get(button);
      if (!seen) {
        seen = describe(button);
        if (seen) known.set(button, seen);
        continue;
      }
      const text = textOf(button);
      if (text === seen.text) continue;
      seen.text = text;
      if (!state.recording) continue;
      const change = {
        match: seen.match,
        index: seen.index,
        text,
        mutation: t,
        frame: rendering ? frame : frame + 1,
        paint: 0,
      };
      state.changes.push(change);
      pending.push(change);
    }
    dirty.clear();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });

  state.rows = () => {
    const matches = new Set();
    for (const link of document.querySelectorAll('main li a[href]')) {
      const id = /-(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1];
      if (id) matches.add(Number(id));
    }
    return [...matches];
  };
  state.start = () => {
    for (const button of document.querySelectorAll(`main ${BUTTON}`)) {
      const seen = describe(button);
      if (seen) known.set(button, seen);
    }
    state.changes = [];
    state.frames = 0;
    state.recording = true;
    state.t0 = now();
  };
  state.stop = () => {
    state.recording = false;
    state.t1 = now();
  };
}

/**
 * The observer client: one WebSocket speaking the Centrifuge JSON protocol (connect with an
 * anonymous token, subscribe, answer pings). Calls `onPublication(channel, data, arrivalMs)`.
 */
async function observe(url, token, channels, onPublication) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const subscribed = new Set();
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the observer client could not subscribe in 10 s')),
      10_000,
    );
    ws.on('open', () => {
      const commands = [JSON.stringify({ id: 1, connect: { token, name: 'live-page-bench' } })];
      channels.forEach((channel, i) => {
        commands.push(JSON.stringify({ id: 2 + i, subscribe: { channel } }));
      });
      ws.send(commands.join('\n'));
    });
    ws.on('message', (data) => {
      const t = nowMs();
      for (const line of String(data).split('\n')) {
        if (line === '') continue;
        if (line === '{}') {
          ws.send('{}');
          continue;
        }
        const reply = JSON.parse(line);
        const pub = reply.push?.pub;
        if (pub) onPublication(reply.push.channel, pub.data, t);
        else if (reply.error) reject(new Error(`observer client: ${JSON.stringify(reply.error)}`));
        else if (reply.subscribe) {
          subscribed.add(reply.id);
          if (subscribed.size === channels.length) {
            clearTimeout(timer);
            resolve();
          }
        }
      }
    });
    ws.on('error', reject);
  });
  return ws;
}

/** Offset of the page's clock from Node's (page − node), from the round trip with the least delay. */
async function clockOffset(page, samples = 25) {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < samples; i++) {
    const a = nowMs();
    const p = await page.evaluate(() => performance.timeOrigin + performance.now());
    const b = nowMs();
    if (b - a < best.rtt) best = { rtt: b - a, offset: p - (a + b) / 2 };
  }
  return best;
}

const metricsOf = async (cdp) =>
  Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

/** A CPU profile of the page for `seconds`: self time per function, and per script. */
async function profilePage(cdp, seconds) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await sleep(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map();
  const scripts = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    const where = callFrame.url
      ? `${callFrame.url.replace(/^https?:\/\/[^/]+/, '')}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`
      : '';
    const key = `${callFrame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    const entry = functions.get(key) ?? { us: 0, callFrame };
    entry.us += us;
    functions.set(key, entry);
    const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : callFrame.functionName;
    scripts.set(script, (scripts.get(script) ?? 0) + us);
  }
  const top = [...functions.entries()].sort((a, b) => b[1].us - a[1].us).slice(0, 15);
  return { top, scripts: [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8), total, idle };
}

/** The source around a minified function, to tell which library or module it is. */
async function snippet(callFrame, cache) {
  if (!callFrame.url.startsWith('http')) return '';
  if (!cache.has(callFrame.url)) {
    cache.set(
      callFrame.url,
      await fetch(callFrame.url)
        .then((r) => r.text())
        .catch(() => ''),
    );
  }
  const line = cache.get(callFrame.url).split('\n')[callFrame.lineNumber] ?? '';
  return line
    .slice(Math.max(0, callFrame.columnNumber - 20), callFrame.columnNumber + 100)
    .replace(/\s+/g, ' ');
}

/**
 * A Chromium trace of the page for `seconds`: self time per trace event on the renderer's main
 * thread, and the long tasks (> 50 ms) with what fills them.
 */
async function traceMainThread(browser, page, seconds) {
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
  });
  await sleep(seconds * 1000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const perThread = new Map();
  for (const e of traceEvents) {
    const id = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && typeof e.dur === 'number' && mainThreads.has(id)) {
      let list = perThread.get(id);
      if (!list) {
        list = [];
        perThread.set(id, list);
      }
      list.push(e);
    }
  }
  const events = [...perThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nodes = [];
  const stack = [];
  for (const e of events) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const node = { e, end: e.ts + e.dur, child: 0, root: parent ? parent.root : null };
    if (!parent) node.root = node;
    if (parent) parent.child += Math.min(e.dur, parent.end - e.ts);
    nodes.push(node);
    stack.push(node);
  }
  const self = new Map();
  const longTasks = new Map();
  let busy = 0;
  for (const node of nodes) {
    const us = Math.max(0, node.e.dur - node.child);
    self.set(node.e.name, (self.get(node.e.name) ?? 0) + us);
    if (node.root === node) busy += node.e.dur;
    if (node.root.e.dur > 50_000) {
      let breakdown = longTasks.get(node.root);
      if (!breakdown) {
        breakdown = new Map();
        longTasks.set(node.root, breakdown);
      }
      const label =
        node.e.name === 'FunctionCall' && node.e.args?.data?.functionName
          ? `FunctionCall ${node.e.args.data.functionName}`
          : node.e.name;
      breakdown.set(label, (breakdown.get(label) ?? 0) + us);
    }
  }
  return {
    busy,
    spanUs: events.length ? nodes.reduce((max, n) => Math.max(max, n.end), 0) - events[0].ts : 0,
    self: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14),
    longTasks: [...longTasks.entries()]
      .sort((a, b) => b[0].e.dur - a[0].e.dur)
      .map(([root, breakdown]) => ({
        durMs: root.e.dur / 1000,
        top: [...breakdown.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6),
      })),
  };
}

async function main() {
  if (!existsSync(`${root}apps/server/dist/main.js`) || !existsSync(`${root}apps/web/.next/BUILD_ID`)) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed; nothing measured');
  }

  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-live-'));
  // Also when Ctrl-C or the watchdog ends the process before the `finally` below runs.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  let server;
  let browser;
  let observer;
  try {
    const apiPort = await freePort();
    const webPort = await freePort();
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;
    const started = Date.now();
    server = await startProcess(process.execPath, ['scripts/serve.mjs'], {
      env: {
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        DATABASE_URL: `file:${join(dir, 'bench.sqlite')}`,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        FEED_RATE: String(FEED_RATE),
      },
      readyUrl: `${web}/en/live`,
      timeoutMs: 90_000,
      group: true,
    });
    console.log(`product up in ${((Date.now() - started) / 1000).toFixed(1)} s (API ${api}, web ${web})`);

    // The live matches the page lists (the same query as the page), with the main market each row shows.
    const listed = await fetch(`${api}/api/sportsbook/matches?match_status=1&sort_by=priority&limit=200`);
    if (!listed.ok) throw new Error(`the live matches: the API answered ${listed.status}`);
    const live = (await listed.json()).data;
    const displayed = new Map(live.map((m) => [m.id, m.main_market ? marketKey(m.main_market) : null]));

    // The observer: `public:en` (what the page gets) and every live match's channel (all markets: how
    // many odds changes the feed really makes).
    const events = new Map(); // `${match}|${index}` → [{ t, text }] in arrival order
    const feedUpdates = []; // arrival times of market updates on the match channels
    const publicArrivals = []; // arrival times of `public:en` publications
    const tokenReply = await fetch(`${api}/api/sportsbook/websocket/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!tokenReply.ok) throw new Error(`websocket token: the API answered ${tokenReply.status}`);
    const { token } = await tokenReply.json();
    observer = await observe(
      `ws://127.0.0.1:${apiPort}/connection/websocket`,
      token,
      ['public:en', ...live.map((m) => `match:en:${m.id}`)],
      (channel, data, t) => {
        if (data?.type !== 'markets_changed') {
          if (channel === 'public:en') publicArrivals.push(t);
          return;
        }
        if (channel !== 'public:en') {
          for (let i = 0; i < data.data.markets.length; i++) feedUpdates.push(t);
          return;
        }
        publicArrivals.push(t);
        const key = displayed.get(data.data.match_id);
        for (const market of data.data.markets) {
          if (marketKey(market) !== key) continue;
          market.outcomes.forEach((outcome, index) => {
            const id = `${data.data.match_id}|${index}`;
            let list = events.get(id);
            if (!list) {
              list = [];
              events.set(id, list);
            }
            list.push({ t, text: shown(market, outcome) });
          });
        }
      },
    );

    // Warm the web server so the first visit is not its first render.
    for (let i = 0; i < 2; i++) await (await fetch(`${web}/en/live`)).arrayBuffer();

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (SLOWDOWN !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    let firstPublication;
    const publicationSeen = new Promise((resolve) => {
      firstPublication = resolve;
    });
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/connection/websocket')) return;
      const onFrame = (frame) => {
        if (String(frame.payload).includes('"pub"')) {
          socket.off('framereceived', onFrame);
          firstPublication();
        }
      };
      socket.on('framereceived', onFrame);
    });
    const reply = await page.goto(`${web}/en/live`, { waitUntil: 'load' });
    if (!reply?.ok()) throw new Error(`/en/live answered ${reply?.status()}`);
    let timer;
    await Promise.race([
      publicationSeen,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the page received no publication within 15 s of loading')),
          15_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const rows = await page.evaluate(() => window.__liveBench.rows());
    // Let the page settle into the stream (hydration done, first updates painted).
    await sleep(3000);

    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const syncBefore = await clockOffset(page);
    const before = await metricsOf(cdp);
    const feedFrom = feedUpdates.length;
    const publicFrom = publicArrivals.length;
    const startNode = nowMs();
    await page.evaluate(() => window.__liveBench.start());
    await sleep(WINDOW_S * 1000);
    await page.evaluate(() => window.__liveBench.stop());
    const after = await metricsOf(cdp);
    const endNode = nowMs();
    await sleep(300); // the frames that paint the last changes
    const syncAfter = await clockOffset(page);
    const result = await page.evaluate(() => {
      const s = window.__liveBench;
      return {
        changes: s.changes,
        longTasks: s.longTasks.filter((t) => t.start >= s.t0 && t.start < s.t1),
        frames: s.frames,
        t0: s.t0,
        t1: s.t1,
        noLongTasks: Boolean(s.noLongTasks),
      };
    });
    const windowS = (result.t1 - result.t0) / 1000;
    const feedRate = (feedUpdates.length - feedFrom) / ((endNode - startNode) / 1000);
    const publicRate = (publicArrivals.length - publicFrom) / ((endNode - startNode) / 1000);

    // Publish-to-paint.
    const offset = (syncBefore.offset + syncAfter.offset) / 2;
    const latencies = [];
    let unmatched = 0;
    let unpainted = 0;
    let behind = 0;
    const toDom = []; // publication → DOM change
    const toPaint = []; // DOM change → end of the frame that shows it
    const matchedUpTo = new Map(); // per button: index of the publication its previous change was timed from
    for (const change of result.changes) {
      if (!change.paint) {
        unpainted++;
        continue;
      }
      const id = `${change.match}|${change.index}`;
      const list = events.get(id) ?? [];
      const floor = matchedUpTo.get(id) ?? -1;
      let last = list.length - 1;
      while (last > floor && list[last].t + offset > change.paint) last--;
      // The newest publication before the paint that shows this text; newer ones with another text
      // had reached the observer but not yet the screen (the page is behind).
      let found = last;
      while (found > floor && list[found].text !== change.text) found--;
      if (found <= floor) {
        unmatched++;
        continue;
      }
      if (found < last) behind++;
      while (found - 1 > floor && list[found - 1].text === change.text) found--;
      matchedUpTo.set(id, found);
      latencies.push(change.paint - (list[found].t + offset));
      toDom.push(change.mutation - (list[found].t + offset));
      toPaint.push(change.paint - change.mutation);
    }
    for (const list of [latencies, toDom, toPaint]) list.sort((a, b) => a - b);
    // Displayed-price changes the publications offered during the window (for the painted share).
    let offered = 0;
    for (const list of events.values()) {
      for (let i = 1; i < list.length; i++) {
        const t = list[i].t;
        if (t >= startNode && t < endNode && list[i].text !== list[i - 1].text) offered++;
      }
    }

    const busy = (after.TaskDuration - before.TaskDuration) / (after.Timestamp - before.Timestamp);
    const share = (name) => (after[name] - before[name]) / (after.Timestamp - before.Timestamp);
    const longMax = result.longTasks.reduce((max, t) => Math.max(max, t.duration), 0);
    const p50 = quantile(latencies, 0.5);
    const p95 = quantile(latencies, 0.95);
    const painted = latencies.length / windowS;

    // Diagnostics, outside the measured window: what the main thread spends its time on.
    const trace = PROFILE_S > 0 ? await traceMainThread(browser, page, PROFILE_S) : null;
    const profile = PROFILE_S > 0 ? await profilePage(cdp, PROFILE_S) : null;
    const snippets = new Map();
    const cache = new Map();
    for (const [key, { callFrame }] of profile?.top ?? []) snippets.set(key, await snippet(callFrame, cache));
    const rowsAtEnd = await page.evaluate(() => window.__liveBench.rows().length);
    await browser.close();
    browser = undefined;
    observer.terminate();
    observer = undefined;
    await stopProcess(server);
    server = undefined;

    const missed = [];
    if (result.longTasks.length > 0) missed.push('long tasks');
    if (!(p95 <= GOALS.p95Ms)) missed.push('p95');
    const liveCell =
      rows.length >= MIN_LIVE ? String(rows.length) : `${rows.length} (fewer than ${MIN_LIVE} live)`;
    const row = [
      new Date().toISOString().slice(0, 16).replace('T', ' '),
      `${machineAndLoad()}${SLOWDOWN !== 1 ? `, CPU ${SLOWDOWN}× (CDP)` : ''}`,
      liveCell,
      `${FEED_RATE.toLocaleString('en')} (${Math.round(feedRate).toLocaleString('en')} seen)`,
      painted.toFixed(1),
      `${(busy * 100).toFixed(0)} %`,
      `${result.longTasks.length}, max ${Math.round(longMax)} ms`,
      `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`,
      missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`,
    ];
    if (RECORD) record(SECTION, row);

    console.log(
      `${machine()}${SLOWDOWN !== 1 ? `, CPU throttled ${SLOWDOWN}× (CDP)` : ''}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; window ${windowS.toFixed(1)} s`,
    );
    console.log(
      `live matches: ${rows.length} rows on /en/live (API lists ${live.length}; ${rowsAtEnd} at the end)` +
        `${rows.length < MIN_LIVE ? ` — FEWER than the ${MIN_LIVE} the benchmark asks for` : ''}`,
    );
    console.log(
      `feed: FEED_RATE=${FEED_RATE}; ${Math.round(feedRate)} market updates/s seen on the match channels; ` +
        `${publicRate.toFixed(1)} publications/s on public:en; ${(offered / windowS).toFixed(1)} displayed-price changes/s offered to the list`,
    );
    console.log(
      `painted: ${latencies.length} price changes (${painted.toFixed(1)}/s); ${unmatched} not matched to a publication, ` +
        `${unpainted} without a paint stamp; ${behind} painted while newer publications were already in; ${result.frames} frames (${(result.frames / windowS).toFixed(1)}/s)`,
    );
    console.log(
      `main thread busy ${(busy * 100).toFixed(1)} % (CDP Performance.getMetrics TaskDuration): script ${(share('ScriptDuration') * 100).toFixed(1)} %, ` +
        `style ${(share('RecalcStyleDuration') * 100).toFixed(1)} %, layout ${(share('LayoutDuration') * 100).toFixed(1)} %`,
    );
    console.log(
      `long tasks > 50 ms: ${result.longTasks.length}, max ${Math.round(longMax)} ms` +
        `${result.noLongTasks ? ' (no longtask observer in this browser)' : ''}` +
        `${result.longTasks.length ? ` [${result.longTasks.map((t) => Math.round(t.duration)).join(', ')}]` : ''}`,
    );
    console.log(
      `publish-to-paint: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, ` +
        `max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms (clock offset ± ${(Math.max(syncBefore.rtt, syncAfter.rtt) / 2).toFixed(2)} ms, ` +
        `drift ${(syncAfter.offset - syncBefore.offset).toFixed(2)} ms)`,
    );
    console.log(
      `  of which publication → DOM change p50 ${quantile(toDom, 0.5).toFixed(1)} / p95 ${quantile(toDom, 0.95).toFixed(1)} ms, ` +
        `DOM change → painted p50 ${quantile(toPaint, 0.5).toFixed(1)} / p95 ${quantile(toPaint, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `goals (no long task > ${GOALS.longTaskMs} ms, p95 ≤ ${GOALS.p95Ms} ms): ${missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`}`,
    );
    if (trace) {
      console.log(
        `trace of the page's main thread, ${PROFILE_S} s after the window: top-level tasks ${(trace.busy / 1000).toFixed(0)} ms ` +
          `of ${(trace.spanUs / 1000).toFixed(0)} ms; self time by trace event:`,
      );
      for (const [name, us] of trace.self) {
        console.log(
          `  ${((us / trace.busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(5)} ms  ${name}`,
        );
      }
      console.log(`  tasks over 50 ms in the trace: ${trace.longTasks.length}`);
      for (const task of trace.longTasks.slice(0, 5)) {
        const parts = task.top.map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ');
        console.log(`  - ${task.durMs.toFixed(1)} ms: ${parts}`);
      }
    }
    if (profile) {
      const totalMs = profile.total / 1000;
      console.log(
        `CPU profile of the page (V8 sampling, 0.5 ms), ${PROFILE_S} s after that: ${totalMs.toFixed(0)} ms busy, ${(profile.idle / 1000).toFixed(0)} ms idle; top self time:`,
      );
      for (const [key, { us }] of profile.top) {
        const code = snippets.get(key);
        console.log(
          `  ${((us / profile.total) * 100).toFixed(1).padStart(5)} %  ${key}${code ? `  «${code}»` : ''}`,
        );
      }
      console.log('  by script:');
      for (const [script, us] of profile.scripts) {
        console.log(`  ${((us / profile.total) * 100).toFixed(1).padStart(5)} %  ${script}`);
      }
    }
  } finally {
    observer?.terminate();
    if (browser) await browser.close().catch(() => {});
    if (server) await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`could not measure: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
