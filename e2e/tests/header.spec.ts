import { expect as baseExpect, type Page, test } from '@playwright/test';
import { submitSignIn } from '../support';

// On a shared 2-core machine hydration alone can take seconds; UI waits get room (no sleeps).
const expect = baseExpect.configure({ timeout: 20_000 });

const LOCALES = ['en', 'de', 'es', 'pt-BR', 'ar'] as const;
// The two desktop widths the header must fit with its full navigation, and a phone and a tablet,
// where it collapses (menu, icons) instead.
const WIDTHS = [1280, 1366, 390, 1024] as const;
/**
 * Visible controls at least: from lg, logo, seven sections, search, settings and two account
 * controls; below it, menu, logo, search, settings and two account controls.
 */
const minControls = (width: number) => (width >= 1280 ? 12 : 6);

interface ControlProblem {
  control: string;
  problem: string;
}

/**
 * Every visible control of the header: the one at its centre must be itself (or inside it), else
 * something covers it; a label must sit on one line (its text's line boxes share one top).
 */
async function headerProblems(page: Page): Promise<{ checked: number; problems: ControlProblem[] }> {
  return page.getByRole('banner').evaluate((header) => {
    const problems: { control: string; problem: string }[] = [];
    let checked = 0;
    const controls = header.querySelectorAll<HTMLElement>('a[href], button, input, select');
    for (const control of Array.from(controls)) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      checked++;
      const name =
        control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.tagName.toLowerCase());
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !control.contains(hit)) {
        problems.push({ control: name, problem: `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}` });
      }
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) {
        problems.push({ control: name, problem: 'outside the viewport' });
      }
      // Line boxes of the visible text only: screen-reader-only text is squeezed into one pixel.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement?.getBoundingClientRect();
        if (!text.textContent?.trim() || !parent || parent.width <= 1 || parent.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0) tops.add(Math.round(rect.top));
        }
      }
      if (tops.size > 1) problems.push({ control: name, problem: `label on ${tops.size} lines` });
    }
    return { checked, problems };
  });
}

async function expectHeaderFits(page: Page, locale: string, width: number, minControls: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`/${locale}`);
  // The account area settles after hydration (a placeholder of the same place until then).
  await expect(page.getByRole('banner').getByTestId('account-bar')).toBeVisible({ timeout: 60_000 });
  const { checked, problems } = await headerProblems(page);
  expect(problems, `${locale} at ${width} px`).toEqual([]);
  expect(checked, `${locale} at ${width} px`).toBeGreaterThanOrEqual(minControls);
  return checked;
}

for (const locale of LOCALES) {
  test(`a visitor can reach every header control, labels on one line, at 1280 and 1366 px and on a phone and a tablet (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    let pages = 0;
    for (const width of WIDTHS) {
      await expectHeaderFits(page, locale, width, minControls(width));
      pages++;
    }
    expect(pages).toBe(WIDTHS.length);
  });
}

test('a signed-in player can reach every header control, labels on one line, in every locale at 1280 px and on a phone', async ({
  page,
}) => {
  // The narrowest desktop with the full navigation and a phone: the widths where room is shortest.
  const widths = [1280, 390] as const;
  test.setTimeout(600_000);
  await page.goto('/en?modal=signIn');
  await submitSignIn(page);
  let pages = 0;
  for (const locale of LOCALES) {
    for (const width of widths) {
      await expectHeaderFits(page, locale, width, minControls(width));
      await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
      pages++;
    }
  }
  expect(pages).toBe(LOCALES.length * widths.length);
});

test('the settings button in the German header opens the settings at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/de');
  await expect(page.getByRole('banner').getByTestId('account-bar')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('banner').getByRole('button', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('dialog', { name: 'Einstellungen' })).toBeVisible();
});
