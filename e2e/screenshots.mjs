// Screenshots of the main pages at desktop and mobile widths, light and dark, LTR and RTL, for a
// person to look at: node e2e/screenshots.mjs [outDir]. Expects the app on E2E_WEB_PORT (3310).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const web = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3310}`;
const api = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;
const out = process.argv[2] ?? '/tmp/sportsbook-screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// A live match with a main market, of whatever sport is live now (football is not live at every hour).
const matches = await (
  await fetch(`${api}/api/sportsbook/matches?type=match&match_status=1&sort_by=priority&limit=50`)
).json();
const live = matches.data.find((m) => m.main_market);
if (!live) throw new Error('no live match with a main market');
const pages = [
  ['home', '/en'],
  ['sport', '/en/football'],
  ['match', `/en/${live.sport.key}/${live.slug}`],
  ['home-ar', '/ar'],
  ['match-ar', `/ar/${live.sport.key}/${live.slug}`],
];
for (const [width, height, device] of [
  [1440, 1000, 'desktop'],
  [390, 844, 'mobile'],
]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${out}/${name}-${device}-${scheme}.png` });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
