// Lighthouse (mobile) performance of the built web app — score, LCP, CLS, TBT — and the first-load
// JavaScript (gzip) of the home, sport and match pages. Records one row per page in README.md.
// Goals (issue 3): score ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02; first-load JS ≤ 170 KB gzip on the match page.
// Never fails on a figure: exits 0 when it measured, non-zero only when it could not measure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  freePort,
  machine,
  record,
  root,
  startProcess,
  stopProcess,
} from './lib.mjs';

const SECTION = 'Web vitals (Lighthouse mobile) and first-load JS';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// BENCH_RECORD=0 measures and prints without adding rows to README.md (for trying the script out).
const RECORD = process.env.BENCH_RECORD !== '0';
const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const GOALS = { score: 95, lcpS: 2.0, cls: 0.02, matchJsKb: 170 };

if (!existsSync(`${root}apps/server/dist/main.js`) || !existsSync(`${root}apps/web/.next/BUILD_ID`)) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) {
    console.error('npm run build failed; nothing measured');
    process.exit(1);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh Chromium: default (mobile, simulated throttling) config, performance only. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    if (score === null) throw new Error(`Lighthouse on ${url} gave no performance score`);
    const value = (id) => {
      const v = lhr.audits[id]?.numericValue;
      if (typeof v !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
      return v;
    };
    return {
      score: score * 100,
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * First-load JS: every script response of one visit until `load` plus network idle, each decoded
 * body gzip-compressed here at level 9 (independent of what the server sent on the wire).
 */
async function firstLoadJs(browser, url) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    // The largest-contentful-paint candidates of this (unthrottled) visit, for the console: Lighthouse
    // 12.2.3 cannot name the LCP element with recent Chromium (its TraceElements gatherer fails).
    await page.addInitScript(() => {
      window.__lcpCandidates = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcpCandidates.push({
            ms: Math.round(entry.startTime),
            element: entry.element?.outerHTML.replace(/<!-- -->/g, '').slice(0, 120) ?? entry.url,
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const pending = [];
    let collecting = true;
    page.on('response', (response) => {
      if (!collecting || response.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()]).then(
          ([body, sizes]) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          }),
          (error) => ({ url: response.url(), error }),
        ),
      );
    });
    const reply = await page.goto(url, { waitUntil: 'load' });
    if (!reply?.ok()) throw new Error(`${url} answered ${reply?.status()}`);
    await page.waitForLoadState('networkidle');
    collecting = false;
    const paint = await page.evaluate(() => ({
      fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
      dclMs: Math.round(
        performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? Number.NaN,
      ),
      lcp: window.__lcpCandidates.at(-1) ?? null,
    }));
    const scripts = await Promise.all(pending);
    const failed = scripts.filter((s) => s.error);
    if (failed.length > 0) throw new Error(`could not read ${failed[0].url}: ${failed[0].error.message}`);
    return {
      count: scripts.length,
      rawKb: scripts.reduce((sum, s) => sum + s.raw, 0) / 1024,
      gzipKb: scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024,
      // As the server sent them (Next compresses with gzip at its default level), for reference.
      wireKb: scripts.reduce((sum, s) => sum + s.wire, 0) / 1024,
      largest: [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
      paint,
    };
  } finally {
    await context.close();
  }
}

/** The audits Lighthouse blames for a missed goal, for the console. */
function findings(lhr, missed) {
  const lines = [];
  const metricKey = { score: null, LCP: 'LCP', CLS: 'CLS', TBT: 'TBT' };
  const keys = new Set(missed.map((m) => metricKey[m]).filter(Boolean));
  if (missed.includes('score')) for (const k of ['FCP', 'LCP', 'TBT', 'CLS']) keys.add(k);
  const blamed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => ({
      a,
      savings: [...keys].reduce((sum, k) => sum + (a.metricSavings?.[k] ?? 0), 0),
    }))
    .filter(({ a, savings }) => savings > 0 || a.details?.type === 'opportunity')
    .sort((x, y) => y.savings - x.savings)
    .slice(0, 6);
  for (const { a } of blamed) {
    const saving = a.metricSavings
      ? Object.entries(a.metricSavings)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k} −${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
          .join(', ')
      : '';
    lines.push(
      `  - ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${saving ? ` [${saving}]` : ''}`,
    );
  }
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  if (mainThread?.details?.items?.length) {
    const top = mainThread.details.items
      .slice(0, 4)
      .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`)
      .join(', ');
    lines.push(`  - main-thread work ${mainThread.displayValue}: ${top}`);
  }
  const bootup = lhr.audits['bootup-time'];
  if (bootup?.details?.items?.length) {
    const top = bootup.details.items
      .slice(0, 3)
      .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)} ms`)
      .join(', ');
    lines.push(`  - JS execution ${bootup.displayValue}: ${top}`);
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element'];
  const lcpNode = lcpElement?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpNode) lines.push(`  - LCP element: ${lcpNode.snippet ?? lcpNode.nodeLabel}`);
  const phases = lcpElement?.details?.items?.[1]?.items;
  if (phases?.length) {
    lines.push(`  - LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`);
  }
  const shifts = lhr.audits['layout-shifts']?.details?.items;
  if (missed.includes('CLS') && shifts?.length) {
    for (const s of shifts.slice(0, 3)) {
      lines.push(`  - layout shift ${s.score.toFixed(3)}: ${s.node?.snippet ?? s.node?.nodeLabel ?? '?'}`);
    }
  }
  return lines;
}

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-bench-web-'));
// Also on Ctrl-C, where lib.mjs kills the servers and exits without running `finally`.
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
let server;
let browser;
try {
  const apiPort = await freePort();
  const webPort = await freePort();
  const api = `http://127.0.0.1:${apiPort}`;
  const web = `http://127.0.0.1:${webPort}`;
  server = await startProcess(process.execPath, ['scripts/serve.mjs'], {
    env: {
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATABASE_URL: `file:${join(dir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    readyUrl: `${web}/en`,
    group: true,
  });

  const top = await fetch(
    `${api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&sort_by=priority&limit=1`,
  );
  if (!top.ok) throw new Error(`the top upcoming football match: the API answered ${top.status}`);
  const slug = (await top.json()).data?.[0]?.slug;
  if (!slug) throw new Error('the API lists no upcoming football match');
  const pages = [
    { name: 'home', path: '/en' },
    { name: 'sport', path: '/en/football' },
    { name: 'match', path: `/en/football/${slug}`, jsGoal: GOALS.matchJsKb },
  ];
  // Warm the server (first renders, caches) so no page pays for being first.
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      const reply = await fetch(`${web}${page.path}`);
      if (!reply.ok) throw new Error(`${page.path} answered ${reply.status}`);
      await reply.arrayBuffer();
    }
  }

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const js = [];
  for (const page of pages) js.push(await firstLoadJs(browser, `${web}${page.path}`));
  await browser.close();
  browser = undefined;

  // Round-robin over the pages so a burst of load on the shared machine does not hit one page only.
  const runs = pages.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [p, page] of pages.entries()) runs[p].push(await lighthouseRun(`${web}${page.path}`));
  }
  const results = pages.map((page, p) => {
    const figures = {
      score: median(runs[p].map((r) => r.score)),
      lcpMs: median(runs[p].map((r) => r.lcpMs)),
      cls: median(runs[p].map((r) => r.cls)),
      tbtMs: median(runs[p].map((r) => r.tbtMs)),
    };
    const missed = [];
    if (figures.score < GOALS.score) missed.push('score');
    if (figures.lcpMs / 1000 > GOALS.lcpS) missed.push('LCP');
    if (figures.cls > GOALS.cls) missed.push('CLS');
    if (page.jsGoal && js[p].gzipKb > page.jsGoal) missed.push('first-load JS');
    // The run whose score is the median one, for the diagnostics.
    const medianRun = [...runs[p]].sort((a, b) => a.score - b.score)[Math.floor(runs[p].length / 2)];
    return { page, figures, js: js[p], missed, runs: runs[p], medianRun };
  });
  await stopProcess(server);
  server = undefined;

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const host = machine();
  // record() puts each row on top: write the last page first so the rows read home, sport, match.
  for (const { page, figures, js, missed } of RECORD ? [...results].reverse() : []) {
    record(SECTION, [
      date,
      host,
      `${page.name} \`${page.path}\``,
      String(Math.round(figures.score)),
      `${(figures.lcpMs / 1000).toFixed(2)} s`,
      figures.cls.toFixed(3),
      `${Math.round(figures.tbtMs)} ms`,
      `${js.gzipKb.toFixed(1)} KB (${js.count} files)`,
      missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`,
    ]);
  }

  const { lighthouseVersion, environment } = results[0].medianRun.lhr;
  const browserVersion = environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
  const benchmarkIndex = median(
    results.flatMap((r) => r.runs.map((run) => run.lhr.environment.benchmarkIndex)),
  );
  console.log(
    `${host}; Lighthouse ${lighthouseVersion} (${browserVersion}), mobile, simulated throttling, median of ${RUNS} runs; ` +
      `benchmarkIndex ${Math.round(benchmarkIndex)}, load average ${loadavg()[0].toFixed(2)} (a busy machine inflates TBT and LCP)`,
  );
  for (const { page, figures, js, missed, runs, medianRun } of results) {
    const spread = (key, fmt) => runs.map((r) => fmt(r[key])).join('/');
    console.log(
      `${page.name.padEnd(5)} ${page.path}: score ${Math.round(figures.score)} (${spread('score', Math.round)}), ` +
        `LCP ${(figures.lcpMs / 1000).toFixed(2)} s (${spread('lcpMs', (v) => (v / 1000).toFixed(2))}), ` +
        `CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms (${spread('tbtMs', Math.round)}), ` +
        `first-load JS ${js.gzipKb.toFixed(1)} KB gzip -9 (${js.rawKb.toFixed(1)} KB raw, ${js.wireKb.toFixed(1)} KB on the wire, ${js.count} scripts)` +
        `${page.jsGoal ? ` [goal ≤ ${page.jsGoal} KB]` : ''} — goals ${missed.length === 0 ? 'met' : `NOT met: ${missed.join(', ')}`}`,
    );
    const { paint } = js;
    if (paint.lcp) {
      // When the page first paints only after its scripts ran, Lighthouse's simulation puts the
      // scripts' downloads on the LCP path (LCP ~3 s instead of ~1 s).
      console.log(
        `  unthrottled visit: FCP ${paint.fcpMs} ms, DOMContentLoaded ${paint.dclMs} ms, LCP ${paint.lcp.ms} ms` +
          `${paint.lcp.ms > paint.dclMs ? ' (after the scripts ran)' : ''}: ${paint.lcp.element}`,
      );
    }
    if (missed.some((m) => m !== 'first-load JS')) {
      console.log(`  Lighthouse findings (median run, score ${Math.round(medianRun.score)}):`);
      for (const line of findings(medianRun.lhr, missed)) console.log(line);
    }
    if (missed.includes('first-load JS')) {
      console.log('  largest first-load scripts (gzip -9):');
      for (const s of js.largest) {
        console.log(
          `  - ${new URL(s.url).pathname} ${(s.gzip / 1024).toFixed(1)} KB (${(s.raw / 1024).toFixed(1)} KB raw)`,
        );
      }
      const unused = medianRun.lhr.audits['unused-javascript'];
      for (const item of unused?.details?.items?.slice(0, 3) ?? []) {
        console.log(
          `  - unused per Lighthouse: ${new URL(item.url).pathname} ${(item.wastedBytes / 1024).toFixed(1)} of ${(item.totalBytes / 1024).toFixed(1)} KB transferred`,
        );
      }
    }
  }
} catch (error) {
  console.error(`could not measure: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  if (browser) await browser.close().catch(() => {});
  if (server) await stopProcess(server);
  rmSync(dir, { recursive: true, force: true });
}
