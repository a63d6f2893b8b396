import { expect, test } from '@playwright/test';
import { urls } from '../env';

test('the OpenAPI document lists the catalogue endpoints and renders in the browser', async ({
  page,
  request,
}) => {
  const document = await (await request.get(`${urls.api}/api/docs/json`)).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/sportsbook/sports',
      '/api/sportsbook/matches',
      '/api/sportsbook/matches/{id}/markets',
      '/api/sportsbook/counters',
      '/api/sportsbook/search',
      '/api/sportsbook/site-config',
    ]),
  );

  await page.goto(`${urls.api}/api/docs`);
  // Swagger UI is about a megabyte of script that resolves the whole document (600 KB) before its
  // first render: alone on the machine that takes about 20 s, more beside the other browser tests.
  test.setTimeout(180_000);
  await expect(page.getByRole('heading', { name: /Sportsbook API/ })).toBeVisible({ timeout: 120_000 });
  await page.getByText('/api/sportsbook/matches', { exact: true }).first().click();
  await expect(page.getByText('max_per_sport').first()).toBeVisible();
});

test('a player-facing API answers with demo data from a fresh database', async ({ request }) => {
  const reply = await request.get(`${urls.api}/api/sportsbook/matches?match_status=1&limit=50`);
  expect(reply.ok()).toBeTruthy();
  const body = await reply.json();
  expect(body.pagination.total).toBeGreaterThanOrEqual(30);
  expect(body.data[0].statistics.total_score).not.toBeNull();
});
