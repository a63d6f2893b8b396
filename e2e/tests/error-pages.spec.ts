import { readFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { expect, test } from '@playwright/test';
import { startEdge } from '../../apps/error-pages/serve.mjs';
import { urls } from '../env';

// The error-pages edge runs in the test on a port the system picks, in front of the web app under
// test (or of a closed port, for a web app that is down).
const MESSAGES = JSON.parse(
  readFileSync(new URL('../../apps/error-pages/messages.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const edges: Server[] = [];
test.afterAll(() => Promise.all(edges.map((edge) => new Promise((done) => edge.close(done)))));

test('the error-pages app answers a 404 in each of its 16 languages, English otherwise', async ({
  request,
}) => {
  const edge = await startEdge();
  edges.push(edge);
  expect(Object.keys(MESSAGES)).toHaveLength(16);
  for (const [language, text] of Object.entries(MESSAGES)) {
    const response = await request.get(`${origin(edge)}/${language}/no-such-page`);
    expect(response.status(), language).toBe(404);
    const html = await response.text();
    expect(html, language).toContain(`<html lang="${language}">`);
    expect(html, language).toContain(`<h1>${text['not-found']?.replace(/'/g, '&#39;')}</h1>`);
  }
  const fallback = await request.get(`${origin(edge)}/xx/locked`);
  expect(fallback.status()).toBe(401);
  expect(await fallback.text()).toContain('<html lang="en">');
});

test('the edge passes pages through while the web app is up and shows the error page when it is down', async ({
  page,
}) => {
  const up = await startEdge({ upstream: urls.web });
  // A port that was just free: nothing listens there, as when the web app is down.
  const closed = await startEdge();
  const closedOrigin = origin(closed);
  await new Promise((done) => closed.close(done));
  const down = await startEdge({ upstream: closedOrigin });
  edges.push(up, down);

  const live = await page.goto(`${origin(up)}/de`);
  expect(live?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const unavailable = await page.goto(`${origin(down)}/it/football`);
  expect(unavailable?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: MESSAGES.it?.error })).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.it?.home })).toHaveAttribute('href', '/it');
});
