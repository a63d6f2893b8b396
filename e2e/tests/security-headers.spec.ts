import { createServer } from 'node:http';
import { expect, test } from '@playwright/test';
import { urls } from '../env';

// Issue 20 item 6: every page carries a nonce-based Content-Security-Policy and the hardening
// headers; only the host origins of the site config (written by playwright.config.ts) may frame it.

test('pages send the security headers, and every script runs under the nonce', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/en/live');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain(`frame-ancestors ${urls.allowedHost}`);
  expect(policy).toContain(`connect-src 'self' ${urls.api}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Served over plain http here: no HSTS (a browser would pin a host that has no TLS).
  expect(headers['strict-transport-security']).toBeUndefined();

  // Each executable script of the server's HTML carries this response's nonce (Next.js's and the
  // theme's); the chunks those load later are trusted through 'strict-dynamic'.
  const html = (await response?.text()) ?? '';
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('application/ld+json'));
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

  // The app still works under the policy: it hydrates and talks to the API and the real-time hub.
  const socket = page.waitForEvent('websocket');
  const odds = page.getByRole('main').locator('button[aria-pressed]').first();
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  expect((await socket).url()).toContain(urls.api.replace('http', 'ws'));
  expect(violations).toEqual([]);

  // The next page load gets a nonce of its own.
  const again = await page.reload();
  expect(again?.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('only the host origins of the site config may frame the sportsbook', async ({ page }) => {
  // One loopback server plays the host page; under two names it is two origins, one allowed.
  const host = createServer((_, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>host</title><iframe title="sportsbook" src="${urls.web}/en"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(urls.hostPort, '127.0.0.1', resolve));
  try {
    const frame = page.frameLocator('iframe[title="sportsbook"]');
    await page.goto(`${urls.allowedHost}/`);
    await expect(frame.getByRole('main')).toBeVisible({ timeout: 20_000 });

    const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
    await page.goto(`http://127.0.0.1:${urls.hostPort}/`);
    // Chromium shows its own error page in a refused frame: the sportsbook never renders.
    await refused;
    await expect(frame.getByRole('main')).toHaveCount(0);
  } finally {
    host.close();
    host.closeAllConnections();
  }
});
