// Lighthouse runs and their diagnostics for the web-vitals bench: one run in a fresh Chromium
// (default mobile configuration, simulated throttling), optionally with a stronger CPU slowdown.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One Lighthouse run, performance only. `cpuSlowdown` replaces the mobile preset's 4× CPU slowdown
 * (8 stands for a low-end phone); the network stays simulated slow 4G.
 */
export async function lighthouseRun(url, { cpuSlowdown } = {}) {
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
      ...(cpuSlowdown
        ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
        : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (cpuSlowdown && applied !== cpuSlowdown) {
      throw new Error(`Lighthouse on ${url} ran with a ${applied}× CPU slowdown, not ${cpuSlowdown}×`);
    }
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

/** The audits Lighthouse blames for a missed goal, for the console. */
export function findings(lhr, missed) {
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
