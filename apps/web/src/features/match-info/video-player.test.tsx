// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/features/modals';
import { useNotices } from '@/shared/notices';
import { aSignedInPlayer, json, mockFetch, renderWithApp } from '@/test/render';
import { VideoPlayer } from './video-player';

const video = { match_id: 7, sources: [{ url: '/api/dev/video/stream.webm', type: 'video/webm' }] };
const streams = { match_id: 7, streams: [{ provider: 'demo-tv', name: 'Demo TV', app: 'match-7' }] };

const answer = (launch: () => Response) =>
  mockFetch((url) => {
    if (url.endsWith('/matches/7/video')) return json(200, video);
    if (url.endsWith('/matches/7/streams')) return json(200, streams);
    if (url.endsWith('/demo-tv/launch')) return launch();
    return json(404, { code: 404, message: 'error.request.not_found', data: {} });
  });

/** A tab as window.open hands it back: blank, on our origin, ours to send on. */
const aTab = () => ({ opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() });

beforeEach(() => {
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue();
  useModalStore.setState({ current: null });
  useNotices.setState({ notices: [] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('match video: its picture and the outside providers that show it', () => {
  it('plays the first source, and a visitor asked to watch on a provider is sent to sign in', async () => {
    const calls = answer(() => json(200, { url: '/never' }));
    const open = vi.spyOn(window, 'open');
    renderWithApp(<VideoPlayer id={7} label="Live video: A v B" />);
    const picture = await screen.findByLabelText('Live video: A v B');
    expect(picture.getAttribute('src')).toBe('http://api.test/api/dev/video/stream.webm');
    await userEvent.click(await screen.findByRole('button', { name: 'Watch on Demo TV' }));
    expect(useModalStore.getState().current?.name).toBe('signIn');
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((call) => call.url.endsWith('/launch'))).toBe(false);
  });

  it("opens the provider's launch address in a new tab that cannot reach back", async () => {
    const calls = answer(() => json(200, { url: '/api/dev/providers/demo-tv/watch?ticket=t1' }));
    const tab = aTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<VideoPlayer id={7} label="Live video: A v B" />, { player: aSignedInPlayer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Watch on Demo TV' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://api.test/api/dev/providers/demo-tv/watch?ticket=t1'),
    );
    expect(tab.opener).toBeNull();
    const launch = calls.find((call) => call.url === 'http://api.test/api/sportsbook/demo-tv/launch');
    expect(launch?.init.method).toBe('POST');
    expect(JSON.parse(String(launch?.init.body))).toEqual({ app: 'match-7' });
  });

  it("closes the blank tab and tells the player the provider's reason when the launch is refused", async () => {
    answer(() => json(404, { code: 404, message: 'error.provider.app_unknown', data: {} }));
    const tab = aTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<VideoPlayer id={7} label="Live video: A v B" />, { player: aSignedInPlayer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Watch on Demo TV' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('about:blank');
    expect(useNotices.getState().notices[0]?.title).toEqual({ key: 'error.provider.app_unknown' });
  });
});
