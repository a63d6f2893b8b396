import { expect as baseExpect, test } from '@playwright/test';
import { prematchFootball, urls } from '../env';
import { escapeRegExp, signInAsNewPlayer } from '../support';

// Issue 24 item 5: the event-stats widget of a live match and the preview of an upcoming one.

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 180_000 });

interface ApiMatch {
  slug: string;
  sport: { key: string };
  competitors: { home: { name: string } | null; away: { name: string } | null };
}

const numbers = async (row: import('@playwright/test').Locator) =>
  (await row.getByRole('cell').allTextContents()).map((text) => Number.parseInt(text, 10));

test('the stats widget renders for a live football match', async ({ page, request }) => {
  const reply = await request.get(
    `${urls.api}/api/sportsbook/matches?type=match&sport_key=football&match_status=1&limit=20`,
  );
  const match = ((await reply.json()).data as ApiMatch[])[0];
  if (!match) throw new Error('no live football match in the demo feed');
  // In the server's HTML, so it is in the first paint and does not push the markets down later.
  const html = await (await request.get(`${urls.web}/en/football/${match.slug}`)).text();
  expect(html).toContain('data-testid="stat-possession"');
  await page.goto(`/en/football/${match.slug}`);
  const widget = page.getByRole('region', { name: 'Match statistics' });
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('rowheader', { name: match.competitors.home?.name })).toBeVisible();

  const possession = widget.getByTestId('stat-possession');
  await expect(possession.getByRole('rowheader', { name: 'Possession' })).toBeVisible();
  const [homeShare, awayShare] = await numbers(possession);
  expect((homeShare ?? 0) + (awayShare ?? 0)).toBe(100);
  const shots = await numbers(widget.getByTestId('stat-shots'));
  const onTarget = await numbers(widget.getByTestId('stat-shots_on_target'));
  expect(shots[0]).toBeGreaterThanOrEqual(onTarget[0] ?? 0);
  expect(shots[1]).toBeGreaterThanOrEqual(onTarget[1] ?? 0);
  for (const label of ['Corners', 'Yellow cards', 'Red cards'])
    await expect(widget.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
});

test('an upcoming match shows its preview: form and head to head', async ({ page, request }) => {
  const reply = await request.get(prematchFootball(200));
  const matches = (await reply.json()).data as (ApiMatch & { id: number })[];
  // The first match from the middle of the list whose home side has five past results to show.
  let match: ApiMatch | undefined;
  for (const candidate of matches.slice(
    Math.floor(matches.length / 2),
    Math.floor(matches.length / 2) + 20,
  )) {
    const preview = await request.get(`${urls.api}/api/sportsbook/matches/${candidate.id}/match-preview`);
    if ((await preview.json()).form.home.length === 5) {
      match = candidate;
      break;
    }
  }
  if (!match) throw new Error('no upcoming football match with a home side’s form');
  // In the server's HTML, so it is in the first paint and does not push the markets down later.
  const html = await (await request.get(`${urls.web}/en/football/${match.slug}`)).text();
  expect(html).toContain('data-testid="match-preview"');
  await page.goto(`/en/football/${match.slug}`);
  const preview = page.getByRole('region', { name: 'Match preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Form (last five)' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Head to head' })).toBeVisible();
  const homeForm = preview.getByRole('list', {
    name: `Last results of ${match.competitors.home?.name}, newest first`,
  });
  await expect(homeForm.getByRole('listitem')).toHaveCount(5);
});

async function liveMatchWithVideo(request: import('@playwright/test').APIRequestContext): Promise<ApiMatch> {
  const reply = await request.get(
    `${urls.api}/api/sportsbook/matches?type=match&match_status=1&has_video=true&limit=100`,
  );
  // Which sports have a live match with video changes with the hour of the demo's schedule.
  const live = (await reply.json()).data as ApiMatch[];
  const match = live.find((m) => m.sport.key === 'football') ?? live[0];
  if (!match) throw new Error('no live match with video in the demo feed');
  return match;
}

const playing = (video: import('@playwright/test').Locator) =>
  video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0 && !element.error);

test('the video of a live match plays its HLS stream (the video element reports playing)', async ({
  page,
  request,
}) => {
  const match = await liveMatchWithVideo(request);
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const section = page.getByRole('region', { name: 'Live video' });
  const watch = section.getByRole('button', { name: 'Watch live' });
  await expect(watch).toHaveAttribute('aria-expanded', 'false');
  await watch.click();
  await expect(section.getByRole('button', { name: 'Hide video' })).toHaveAttribute('aria-expanded', 'true');

  const home = match.competitors.home?.name ?? '';
  const video = section.locator('video');
  await expect(video).toHaveAttribute('aria-label', new RegExp(`^Live video: ${escapeRegExp(home)} v `));
  // Playing: started, not paused, and its clock moving (muted autoplay of the match's HLS test
  // card, through hls.js: Chromium has Media Source Extensions, so the picture comes from a blob).
  await expect.poll(() => playing(video)).toBe(true);
  await expect(video).toHaveAttribute('data-source', 'application/vnd.apple.mpegurl');
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

  await section.getByRole('button', { name: 'Hide video' }).click();
  await expect(video).toHaveCount(0);
});

test('a signed-in player opens the match on Demo TV, an outside provider, in a new tab', async ({
  page,
  request,
}) => {
  const match = await liveMatchWithVideo(request);
  // A player of its own: the demo player's sign-ins per window are capped, and other specs use them.
  await signInAsNewPlayer(page);
  await page.goto(`/en/${match.sport.key}/${match.slug}`);
  const section = page.getByRole('region', { name: 'Live video' });
  await section.getByRole('button', { name: 'Watch live' }).click();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    section.getByRole('button', { name: 'Watch on Demo TV' }).click(),
  ]);
  await tab.waitForURL(/\/api\/dev\/providers\/demo-tv\/watch\?ticket=/);
  const home = match.competitors.home?.name ?? '';
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${escapeRegExp(home)} v `));
  // The provider's page cannot reach back into the sportsbook's tab.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect.poll(() => playing(tab.locator('video'))).toBe(true);
});
