// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { PhoneVerificationModal } from './phone-verification-modal';
import { phoneVerificationQueryOptions } from './queries';

afterEach(cleanup);

const PHONE = '+4915112345678';

describe('the phone verification modal', () => {
  it('sends a code to the number, refuses a wrong code with its message, and verifies with the right one', async () => {
    const calls = mockFetch((url, init) => {
      const body = JSON.parse(String(init.body ?? '{}')) as { code?: string };
      if (url.endsWith('/phone-verification'))
        return json(200, {
          phone: PHONE,
          expires_at: '2026-11-27T10:10:00Z',
          resend_at: '2026-11-27T10:01:00Z',
        });
      if (body.code === '123456') return json(200, { is_verified: true, phone: PHONE });
      return json(400, { code: 400, message: 'error.phone.wrong_code', data: { details: [] } });
    });
    const view = renderWithApp(<PhoneVerificationModal params={{}} onClose={() => {}} />, {
      player: aSignedInPlayer(),
    });
    view.queryClient.setQueryData(phoneVerificationQueryOptions().queryKey, {
      is_verified: false,
      phone: null,
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(`We sent a code to ${PHONE}.`)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code is not right. Check it and try again.',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`${PHONE} is verified.`)).toBeTruthy();
    expect(view.queryClient.getQueryData(phoneVerificationQueryOptions().queryKey)).toEqual({
      is_verified: true,
      phone: PHONE,
    });
    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts.map((c) => [c.url.replace('http://api.test', ''), JSON.parse(String(c.init.body))])).toEqual(
      [
        ['/api/platform/player/phone-verification', { phone: PHONE }],
        ['/api/platform/player/phone-verification/confirm', { code: '654321' }],
        ['/api/platform/player/phone-verification/confirm', { code: '123456' }],
      ],
    );
  });
});
