// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/shared/reporting/report';
import { mockFetch } from '@/test/render';
import { IconSprites } from './icon-sprites';

vi.mock('@/shared/reporting/report', () => ({ reportError: vi.fn() }));

const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg"><g id="sport-icons"><symbol id="sport-football"></symbol></g></svg>';

// jsdom has no idle callback: run the idle work at once.
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
});
afterEach(() => {
  cleanup();
  vi.mocked(reportError).mockClear();
});

describe('IconSprites', () => {
  it('puts the sprite of its version into the page', async () => {
    const calls = mockFetch(
      () => new Response(SPRITE, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } }),
    );
    render(<IconSprites version="abc123" />);
    await waitFor(() =>
      expect(screen.getByTestId('icon-sprites').querySelector('#sport-football')).not.toBeNull(),
    );
    expect(calls[0]?.url).toBe('/fe-api/icons.svg?version=abc123');
    expect(reportError).not.toHaveBeenCalled();
  });

  it("reports a reply that is not the sprite as 'Failed to load icons'", async () => {
    mockFetch(
      () => new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } }),
    );
    render(<IconSprites version="abc123" />);
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(vi.mocked(reportError).mock.calls[0]?.[0]).toEqual(new Error('Failed to load icons'));
    expect(screen.queryByTestId('icon-sprites')).toBeNull();
  });

  it('does not report a plain fetch failure (offline)', async () => {
    let asked = 0;
    mockFetch(() => {
      asked++;
      throw new TypeError('Failed to fetch');
    });
    render(<IconSprites version="abc123" />);
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reportError).not.toHaveBeenCalled();
  });
});
