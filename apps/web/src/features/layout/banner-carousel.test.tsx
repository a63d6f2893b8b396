// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BannerCarousel, type CarouselSlide } from './banner-carousel';

vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push: vi.fn() }) }));

const aSlide = (title: string, overrides: Partial<CarouselSlide> = {}): CarouselSlide => ({
  title,
  tone: 'brand',
  ...overrides,
});
const SLIDES = [aSlide('Live betting', { href: '/en/live' }), aSlide('Plan your week'), aSlide('Jackpot')];

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.useFakeTimers();
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.getAttribute('aria-label'));
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the hero banner carousel', () => {
  it('shows one slide at a time and names it by its place', () => {
    renderWithApp(<BannerCarousel slides={SLIDES} intervalSeconds={5} />);
    expect(screen.getByRole('region', { name: 'Highlights' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(shown()).toEqual(['1 of 3']);
    expect(screen.getByRole('link', { name: 'Find out more' }).getAttribute('href')).toBe('/en/live');
  });

  it('moves on by itself every interval while playing, and stops when paused', () => {
    renderWithApp(<BannerCarousel slides={SLIDES} intervalSeconds={5} />);
    elapse(5000);
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(screen.queryByRole('button', { name: 'Play slides' })).not.toBeNull();
    elapse(20_000);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('does not rotate under prefers-reduced-motion until the player presses play', () => {
    reducedMotion = true;
    renderWithApp(<BannerCarousel slides={SLIDES} intervalSeconds={5} />);
    elapse(20_000);
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    elapse(5000);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('holds still while the keyboard focus is inside', () => {
    renderWithApp(<BannerCarousel slides={SLIDES} intervalSeconds={5} />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    elapse(20_000);
    expect(shown()).toEqual(['1 of 3']);
  });

  it('goes back and forth with the buttons, the pickers and the arrow keys, wrapping round', () => {
    renderWithApp(<BannerCarousel slides={SLIDES} intervalSeconds={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shown()).toEqual(['2 of 3']);
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['2 of 3']);
  });

  it('has no controls for a single slide', () => {
    renderWithApp(<BannerCarousel slides={[aSlide('Only one')]} intervalSeconds={5} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(shown()).toEqual(['1 of 1']);
  });
});
