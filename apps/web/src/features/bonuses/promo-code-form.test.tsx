// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { PromoCodeForm } from './promo-code-form';

afterEach(() => {
  cleanup();
  // jsdom lays nothing out and has no scrollIntoView: a test that wants it puts its own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const promoCalls = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url.endsWith('/api/sportsbook/bonuses/promo-code'));

it('is not offered to visitors', () => {
  renderWithApp(<PromoCodeForm />);
  expect(screen.queryByLabelText('Promo code')).toBeNull();
});

it('sends the code upper-cased and says which bonus it gave', async () => {
  const calls = mockFetch((url) =>
    url.endsWith('/promo-code')
      ? json(200, { data: { bonus_id: 'b-1', type: 'freebet_all_win', name: 'Welcome freebet' } })
      : json(200, []),
  );
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderWithApp(<PromoCodeForm />, { player: aSignedInPlayer() });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Promo code'), 'welcome');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const answer = await screen.findByText('Promo code applied: Welcome freebet is now in your bonuses.');
  // On a phone the answer may sit under the tab bar: it is brought into view.
  expect(scrolled.mock.contexts).toContain(answer);
  // The session reads the player's accounts too: only the promo-code calls count here.
  expect(promoCalls(calls).map((c) => c.init.body)).toEqual(['{"code":"WELCOME"}']);
});

it("shows the server's refusal in the player's language, and refuses a malformed code unsent", async () => {
  const calls = mockFetch((url) =>
    url.endsWith('/promo-code')
      ? json(409, { code: 409, message: 'error.bonus.promo_code_used', data: {} })
      : json(200, []),
  );
  renderWithApp(<PromoCodeForm />, { player: aSignedInPlayer() });
  const user = userEvent.setup();
  const field = screen.getByLabelText('Promo code');
  await user.type(field, 'x!');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Enter a promo code of 3 to 40 letters, digits, - or _.')).toBeTruthy();
  expect(promoCalls(calls)).toHaveLength(0);

  await user.clear(field);
  await user.type(field, 'WELCOME');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('You have already used this promo code.')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
});
