// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';
import fa from '../../../messages/fa.json';
import { ConsentBanner } from './consent-banner';

afterEach(cleanup);

describe('the consent banner', () => {
  it.each([
    ['en', en, 'for 30 days'],
    ['ar', ar, '٣٠ يومًا'],
    ['fa', fa, '۳۰'],
  ])('in %s writes the affiliate cookie’s days in the locale’s digits', (locale, messages, days) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <ConsentBanner consent={null} />
      </NextIntlClientProvider>,
    );
    expect(
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent?.includes(days) === true),
    ).toBeTruthy();
  });
});
