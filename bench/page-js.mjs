// The JavaScript a page loads, in one plain Chromium visit with a mobile viewport: what was
// requested before the `load` event (what the page needs to become interactive) and everything
// until network idle. Each decoded body is gzip-compressed here at level 9, independent of what the
// server sent on the wire.
import { gzipSync } from 'node:zlib';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

// A string of centrifuge-js's own source (its protocol client), to name the chunk that carries it.
const CENTRIFUGE_MARK = 'centrifuge';

const sum = (list, key) => list.reduce((total, s) => total + s[key], 0) / 1024;

export async function mobileContext(browser) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  return browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}

export async function pageJs(browser, url) {
  const context = await mobileContext(browser);
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
      const request = response.request();
      if (!collecting || request.resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), request.sizes()]).then(
          ([body, sizes]) => ({
            url: response.url(),
            // Wall-clock ms of the request's start, in the browser (CDP wallTime).
            requestedAt: request.timing().startTime,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
            centrifuge: body.includes(CENTRIFUGE_MARK),
          }),
          (error) => ({ url: response.url(), error }),
        ),
      );
    });
    // The real-time client is requested after load, in an idle period up to a second later: on a
    // busy machine that can be after 500 ms without requests, so the visit waits for its socket.
    const socket = page.waitForEvent('websocket', { timeout: 15_000 }).catch(() => null);
    const reply = await page.goto(url, { waitUntil: 'load' });
    if (!reply?.ok()) throw new Error(`${url} answered ${reply?.status()}`);
    const realtime = Boolean(await socket);
    await page.waitForLoadState('networkidle');
    collecting = false;
    const paint = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
        dclMs: Math.round(navigation?.domContentLoadedEventEnd ?? Number.NaN),
        loadAt: performance.timeOrigin + (navigation?.loadEventStart ?? Number.NaN),
        lcp: window.__lcpCandidates.at(-1) ?? null,
      };
    });
    if (!Number.isFinite(paint.loadAt)) throw new Error(`${url}: no load event time`);
    const scripts = await Promise.all(pending);
    const failed = scripts.filter((s) => s.error);
    if (failed.length > 0) throw new Error(`could not read ${failed[0].url}: ${failed[0].error.message}`);
    const beforeLoad = scripts.filter((s) => s.requestedAt < paint.loadAt);
    const afterLoad = scripts.filter((s) => s.requestedAt >= paint.loadAt);
    return {
      before: { count: beforeLoad.length, gzipKb: sum(beforeLoad, 'gzip'), rawKb: sum(beforeLoad, 'raw') },
      idle: {
        count: scripts.length,
        gzipKb: sum(scripts, 'gzip'),
        rawKb: sum(scripts, 'raw'),
        // As the server sent them (Next compresses with gzip at its default level), for reference.
        wireKb: sum(scripts, 'wire'),
      },
      afterLoad,
      realtime,
      centrifuge: scripts.filter((s) => s.centrifuge),
      largest: [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
      paint,
    };
  } finally {
    await context.close();
  }
}
