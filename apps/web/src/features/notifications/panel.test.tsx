// @vitest-environment jsdom
import type { TNotification } from '@sportsbook/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { notificationsKeys } from './api/notifications';
import { NotificationsPanel } from './panel';

afterEach(cleanup);

const aNotification = (n: number, read = false): TNotification => ({
  id: `n-${n}`,
  type: 'bet_lost',
  object_type: 'bet',
  object_id: `b-${n}`,
  title: `B-REF${n}`,
  caption: 'single',
  body: `Match ${n}`,
  amount: { value: 500, currency: 'EUR', subunits: 2 },
  read,
  created_at: '2026-11-27T12:00:00.000Z',
});

it('pages with load more, and marks one read with the count the server answers', async () => {
  const calls = mockFetch((url) => {
    if (url.includes('/notifications?') && url.includes('page=1'))
      return json(200, {
        data: [aNotification(1)],
        pagination: { total: 2, page: 1, limit: 20, last_page: 2 },
      });
    if (url.includes('/notifications?') && url.includes('page=2'))
      return json(200, {
        data: [aNotification(2, true)],
        pagination: { total: 2, page: 2, limit: 20, last_page: 2 },
      });
    if (url.endsWith('/notifications/read')) return json(200, { unread: 0 });
    return json(200, []);
  });
  const noop = () => {};
  const { queryClient } = renderWithApp(
    <NotificationsPanel open onOpenChange={noop} onCloseAutoFocus={noop} />,
    { player: aSignedInPlayer() },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  const [first] = await within(dialog).findAllByTestId('notification');
  expect(first?.textContent).toContain('Unread: Bet lost: €5.00');
  expect(first?.getAttribute('data-read')).toBe('false');
  expect(within(dialog).getByText('B-REF1 · Match 1')).toBeTruthy();
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
  expect(await within(dialog).findByText('B-REF2 · Match 2')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));
  const read = calls.find((c) => c.url.endsWith('/notifications/read'));
  expect(read?.init.body).toBe('{"ids":["n-1"]}');
  await expect
    .poll(() => within(dialog).getAllByTestId('notification')[0]?.getAttribute('data-read'))
    .toBe('true');
  expect(within(dialog).getAllByTestId('notification')[0]?.textContent).not.toContain('Unread');
  expect(queryClient.getQueryData(notificationsKeys.counters())).toEqual({ unread: 0 });
  // Nothing unread is left: no button to mark them all.
  expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
});
