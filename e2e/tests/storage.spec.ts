import { expect as baseExpect, test } from '@playwright/test';
import { prematchFootball } from '../env';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps),
// and tests that visit several pages get more time than one page needs.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

// As in Safari's private mode or a frame with storage blocked: reaching Web Storage throws.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
});

test('with Web Storage refused, home and a match page render and a selection goes into the slip', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const reply = await page.request.get(prematchFootball(5));
  const [match] = (await reply.json()).data as { slug: string }[];
  expect(match, 'a prematch football match').toBeDefined();

  await page.goto('/en');
  const access = await page.evaluate(() => {
    try {
      return typeof window.localStorage;
    } catch {
      return 'refused';
    }
  });
  expect(access).toBe('refused');
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports menu' })).toBeVisible();

  await page.goto(`/en/football/${match?.slug}`);
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
  const odds = page
    .getByRole('main')
    .getByRole('button', { name: /^.+ \d+\.\d{2}$/ })
    .first();
  await expect(odds).toHaveAttribute('aria-pressed', 'false');
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('complementary').getByText('(1 selection)')).toBeVisible();
  expect(errors).toEqual([]);
});
