import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './lib.mjs';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
try {
  for (const path of process.argv.slice(2)) {
    const { lhr } = await lighthouse(`http://127.0.0.1:3310${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const el = lhr.audits['largest-contentful-paint-element'] ?? {}; console.log(Object.keys(lhr.audits).filter((k) => k.includes('lcp') || k.includes('largest')), el.scoreDisplayMode, el.errorMessage ?? '');
    console.log(path, 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'FCP', Math.round(lhr.audits['first-contentful-paint'].numericValue));
    console.log(String(JSON.stringify(el.details ?? null)).slice(0, 1500));
    const m = lhr.audits.metrics.details.items[0];
    console.log('observed FCP', m.observedFirstContentfulPaint, 'observed LCP', m.observedLargestContentfulPaint, 'observedDCL', m.observedDomContentLoaded, 'observedLoad', m.observedLoad);
  }
} finally { await chrome.kill(); }
