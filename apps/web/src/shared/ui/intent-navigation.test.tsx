// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './intent-link';
import { IntentNavigation } from './intent-navigation';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** Whether the last click was left to the browser; the window, last to hear it, then stops jsdom's own navigation. */
let leftToBrowser: boolean | null = null;
const stopJsdom = (event: Event) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  window.addEventListener('click', stopJsdom);
});
afterEach(() => {
  cleanup();
  window.removeEventListener('click', stopJsdom);
});

function page(onClick?: (event: MouseEvent) => void) {
  render(
    <>
      <IntentNavigation />
      <IntentLink href="/en/football" onClick={onClick}>
        <span>Football</span>
      </IntentLink>
      <IntentLink href="/en/live">Live</IntentLink>
      <a href="/en/about">About</a>
    </>,
  );
}

const click = (element: Element, init: MouseEventInit = {}) => {
  leftToBrowser = null;
  fireEvent.click(element, init);
  return leftToBrowser;
};

describe('links to the site’s pages, by delegation', () => {
  it('are plain anchors in the HTML, marked for the navigation', () => {
    page();
    const link = screen.getByRole('link', { name: 'Football' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/en/football');
    expect(link.hasAttribute('data-intent-link')).toBe(true);
  });

  it('navigate on the client on a plain click, from anywhere inside the link', () => {
    page();
    const allowed = click(screen.getByText('Football'));
    expect(allowed).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en/football');
  });

  it('leave a click with a modifier, a middle click or another link to the browser', () => {
    page();
    const link = screen.getByRole('link', { name: 'Football' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(link, init)).toBe(true);
    expect(click(screen.getByRole('link', { name: 'About' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leave a link that opens elsewhere or leaves the site to the browser', () => {
    page();
    const link = screen.getByRole('link', { name: 'Live' });
    link.setAttribute('target', '_blank');
    expect(click(link)).toBe(true);
    link.removeAttribute('target');
    link.setAttribute('href', 'https://example.org/en/live');
    expect(click(link)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('do not navigate when the page’s own handler prevented the default', () => {
    page((event) => event.preventDefault());
    click(screen.getByRole('link', { name: 'Football' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetch on intent (pointer, finger, focus), once per link entered', () => {
    page();
    const link = screen.getByRole('link', { name: 'Football' });
    fireEvent.mouseOver(link);
    fireEvent.mouseOver(screen.getByText('Football'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Live' }));
    fireEvent.touchStart(link);
    expect(router.prefetch.mock.calls).toEqual([['/en/football'], ['/en/live'], ['/en/football']]);
  });
});
