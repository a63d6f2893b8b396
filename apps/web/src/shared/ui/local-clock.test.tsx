// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LocalClock } from './local-time';

beforeEach(() => {
  vi.useFakeTimers();
  // 10:59:30 in the test's zone (UTC).
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 28, 10, 59, 30)));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LocalClock', () => {
  it('shows the time now under its label and moves on at the turn of each minute', async () => {
    renderWithApp(<LocalClock label="Your time" />);
    expect(screen.getByText('Your time')).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.textContent).toMatch(/^10:59 AM$/);
    expect(time?.getAttribute('dateTime')).toBe('2026-11-28T10:59:30.000Z');
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(time?.textContent).toMatch(/^10:59 AM$/);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(time?.textContent).toMatch(/^11:00 AM$/);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(time?.textContent).toMatch(/^11:01 AM$/);
  });
});
