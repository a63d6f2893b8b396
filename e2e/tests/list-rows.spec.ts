import { expect, type Locator, type Page, test } from '@playwright/test';
import { urls } from '../env';

// Issue 18: list rows head their price columns (1 X 2), outrights list their favourites with a
// show-all button, finished matches show their result, and no price label is cut on a phone.

/**
 * Each column heading of a list's first league block stands over its price in the block's first
 * priced row: their centres line up (also right to left). Returns the headings' texts.
 */
async function expectHeadingsOverPrices(list: Locator): Promise<string[]> {
  const group = list.locator('div:has(> ul)').first();
  await expect(group.getByTestId('column-headings').first()).toBeVisible();
  const { labels, offsets } = await group.evaluate((block) => {
    const centre = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.left + r.width / 2;
    };
    const cells = Array.from(block.querySelector('[data-testid="column-headings"]')?.children ?? []);
    // A row's buttons are its prices and its favourite star.
    const price = 'button:not([data-testid="favourite-star"])';
    const row = Array.from(block.querySelectorAll(':scope > ul > li')).find((li) => li.querySelector(price));
    const prices = Array.from(row?.querySelectorAll(price) ?? []);
    return {
      labels: cells.map((cell) => cell.textContent ?? ''),
      offsets:
        prices.length === cells.length
          ? cells.map((cell, i) => Math.abs(centre(cell) - centre(prices[i] as Element)))
          : [],
    };
  });
  expect(labels.length).toBeGreaterThanOrEqual(2);
  expect(offsets).toHaveLength(labels.length);
  for (const offset of offsets) expect(offset).toBeLessThan(2);
  return labels;
}

/** The price labels (names inside odds buttons) cut with an ellipsis, by their text. */
const cutLabels = (scope: Locator) =>
  scope
    .locator('button [dir="auto"]')
    .evaluateAll((names) =>
      names
        .filter((n) => n.getClientRects().length > 0 && n.scrollWidth > n.clientWidth)
        .map((n) => n.textContent),
    );

async function anOutrightTournament(page: Page): Promise<string> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_key=football&type=outright&limit=1`,
  );
  const [outright] = (await reply.json()).data;
  return `/en/football/${outright.tournament.slug}`;
}

async function aFootballMatch(page: Page): Promise<string> {
  const reply = await page.request.get(
    `${urls.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&bettable=true&sort_by=priority&limit=1`,
  );
  const [match] = (await reply.json()).data;
  return `/en/football/${match.slug}`;
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    // Catalogue pages with live lists under the e2e feed rate: patience, not a time limit under test.
    test.describe.configure({ timeout: 180_000 });

    test('a football list heads its price columns 1 X 2, over the prices', async ({ page }) => {
      await page.goto('/en/football');
      const upcoming = page.getByRole('region', { name: 'Upcoming' });
      expect(await expectHeadingsOverPrices(upcoming)).toEqual(['1', 'X', '2']);
      expect(await cutLabels(upcoming)).toEqual([]);
    });

    test('the column headings stand over the prices right to left too', async ({ page }) => {
      await page.goto('/ar/football');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // "Upcoming" in Arabic.
      expect(await expectHeadingsOverPrices(page.getByRole('region', { name: 'القادمة' }))).toEqual([
        '1',
        'X',
        '2',
      ]);
    });

    test('an outright lists its favourites, and show all expands the rest', async ({ page }) => {
      await page.goto(await anOutrightTournament(page));
      const outrights = page.getByRole('region', { name: 'Outrights' });
      const competitors = outrights.getByRole('list', { name: 'Winner' }).first();
      const prices = competitors.getByRole('button');
      await expect(prices).toHaveCount(4);
      const odds = async () =>
        (await prices.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
          (name) => Number(name.split(' ').pop()),
        );
      const top = await odds();
      expect(top).toEqual([...top].sort((a, b) => a - b));

      const showAll = outrights.getByRole('button', { name: /^Show all \d+$/ }).first();
      await expect(showAll).toHaveAttribute('aria-expanded', 'false');
      const total = Number((await showAll.textContent())?.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(4);
      await showAll.click();
      await expect(prices).toHaveCount(total);
      await expect(outrights.getByRole('button', { name: 'Show fewer' }).first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const all = await odds();
      expect(all).toEqual([...all].sort((a, b) => a - b));
      expect(await cutLabels(outrights)).toEqual([]);
    });

    test("a match's three-way prices are labelled without cutting a name", async ({ page }) => {
      await page.goto(await aFootballMatch(page));
      const card = (title: string) =>
        page
          .getByRole('main')
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      // A market's buttons are its prices and its favourite star.
      const prices = (title: string) => card(title).locator('button:not([data-testid="favourite-star"])');
      await expect(prices('1X2')).toHaveCount(3);
      await expect(prices('Double chance')).toHaveCount(3);
      const oneXTwo = page.locator('section').filter({ hasText: /^(1st half - |2nd half - )?1X2/ });
      expect(await cutLabels(oneXTwo)).toEqual([]);
      if (width < 720) {
        // On a phone double chance shows 1X / 12 / X2 too (its longer names can still be cut wider up).
        expect(await cutLabels(page.locator('section').filter({ hasText: /^Double chance/ }))).toEqual([]);
        // What each button shows before its price: its first laid-out part.
        const shown = (title: string) =>
          prices(title).evaluateAll((buttons) =>
            buttons.map(
              (b) => Array.from(b.children).find((part) => part.getClientRects().length > 0)?.textContent,
            ),
          );
        expect(await shown('1X2')).toEqual(['1', 'X', '2']);
        expect(await shown('Double chance')).toEqual(['1X', '12', 'X2']);
      }
    });

    test('a finished match in Results shows its final score, not prices', async ({ page }) => {
      await page.goto('/en/results');
      const list = page.getByRole('main').locator('section');
      const row = list
        .getByRole('listitem')
        .filter({ hasText: /Final score \d+–\d+/ })
        .first();
      await expect(row).toBeVisible();
      await expect(row).toContainText(/ won|Draw/);
      await expect(list.getByRole('button')).toHaveCount(0);
      await expect(list.getByRole('link', { name: /markets$/ })).toHaveCount(0);
    });
  });
}
