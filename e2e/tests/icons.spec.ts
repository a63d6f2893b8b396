import { expect as baseExpect, test } from '@playwright/test';
import { urls } from '../env';

// Issue 27 item 6: the sports menu draws its icons from the sprite of GET /fe-api/icons.svg,
// fetched once the page is idle and cached for good under its version.

const expect = baseExpect.configure({ timeout: 30_000 });

test("the sports menu's icons come from the versioned sprite", async ({ page }) => {
  const sprite = page.waitForResponse((response) => response.url().includes('/fe-api/icons.svg?version='));
  await page.goto('/en/football');
  const reply = await sprite;
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect(page.getByTestId('icon-sprites')).toBeAttached();

  const menu = page.getByRole('complementary', { name: 'Sports' });
  const football = menu.getByRole('link', { name: /^Football/ });
  await expect(football.locator('use')).toHaveAttribute('href', '#sport-football');
  await expect(menu.getByRole('link', { name: /^Live/ }).locator('use')).toHaveAttribute(
    'href',
    '#icon-live',
  );
  // The symbol it names is in the page and draws something: the icon is not an empty box.
  const box = await football.locator('svg').boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(
    await page.evaluate(
      () => document.querySelectorAll('#sport-football path, #sport-football circle').length,
    ),
  ).toBeGreaterThan(0);
});

// Images go through the proxy of SPEC §7 as avif (or webp) at SPEC §9's qualities; a vector (a
// crest) is drawn as it is.
test('banner pictures come through the image proxy as avif, crests as they are', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await carousel.getByRole('button', { name: /^Show slide 2 of/ }).click();
  // The second slide's picture loads when the slide is shown (on a wide screen, beside the text).
  const picture = carousel.getByRole('group', { name: /^2 of/ }).locator('picture img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(
    /\/fe-api\/image\?src=%2Fimages%2Fbanners%2Fschedule\.png&w=\d+&h=\d+&format=avif&q=65$/,
  );
  const rendition = await request.get(shown);
  expect(rendition.headers()['content-type']).toBe('image/avif');
  expect(rendition.headers()['cache-control']).toContain('max-age=86400');
  const original = await request.get('/images/banners/schedule.png');
  expect((await rendition.body()).length).toBeLessThan((await original.body()).length / 3);

  const reply = await request.get(
    `${urls.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&limit=1`,
  );
  const [match] = (await reply.json()).data as { slug: string }[];
  if (!match) throw new Error('no prematch football match');
  await page.goto(`/en/football/${match.slug}`);
  const crest = page.getByRole('main').locator('img[src^="/api/sportsbook/logos/"]').first();
  await expect
    .poll(() => crest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Anything else is refused with a message key, never fetched.
  const refused = await request.get(
    '/fe-api/image?src=https%3A%2F%2Fevil.example%2Fx.png&w=64&h=64&format=webp&q=70',
  );
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ code: 400, message: 'error.image.source', data: {} });
});
