import { describe, expect, it } from 'vitest';
import { localeRedirect, servedLocales } from './locale-redirect';
import { LOCALE_ALIASES, LOCALES } from './locales';

const base = { acceptLanguage: null, offered: undefined, mode: 'always', defaultLocale: 'en' } as const;

describe('localeRedirect', () => {
  it.each(Object.entries(LOCALE_ALIASES))(
    '/%s redirects to /%s or, without it, the best locale',
    (alias, target) => {
      const redirect = localeRedirect({ ...base, pathname: `/${alias}/live`, acceptLanguage: 'de' });
      if ((LOCALES as readonly string[]).includes(target)) {
        expect(redirect).toEqual({ pathname: `/${target}/live`, status: 308 });
      } else {
        expect(redirect).toEqual({ pathname: '/de/live', status: 307 });
      }
    },
  );

  it('redirects br to pt-BR permanently and keeps the rest of the path', () => {
    expect(localeRedirect({ ...base, pathname: '/br' })).toEqual({ pathname: '/pt-BR', status: 308 });
    expect(localeRedirect({ ...base, pathname: '/BR/football/x' })).toEqual({
      pathname: '/pt-BR/football/x',
      status: 308,
    });
  });

  it('fixes the case of a locale segment', () => {
    expect(localeRedirect({ ...base, pathname: '/PT-br/live' })).toEqual({
      pathname: '/pt-BR/live',
      status: 308,
    });
    expect(localeRedirect({ ...base, pathname: '/de/live' })).toBeNull();
  });

  it('sends / to the best locale of Accept-Language, else the default', () => {
    expect(localeRedirect({ ...base, pathname: '/', acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' })).toEqual({
      pathname: '/de',
      status: 307,
    });
    expect(localeRedirect({ ...base, pathname: '/', acceptLanguage: 'en;q=0.1, ar' })).toEqual({
      pathname: '/ar',
      status: 307,
    });
    expect(localeRedirect({ ...base, pathname: '/', acceptLanguage: 'xx' })).toEqual({
      pathname: '/en',
      status: 307,
    });
    expect(localeRedirect({ ...base, pathname: '/' })).toEqual({ pathname: '/en', status: 307 });
  });

  it('offers only what the site config offers', () => {
    const offered = ['en', 'es'];
    expect(localeRedirect({ ...base, pathname: '/', acceptLanguage: 'de, es;q=0.5', offered })).toEqual({
      pathname: '/es',
      status: 307,
    });
    expect(servedLocales(['es', 'xx'])).toEqual(['es']);
    expect(servedLocales(['xx'])).toEqual(LOCALES);
  });

  it('serves the default locale at / without a prefix in as-needed mode', () => {
    const asNeeded = { ...base, mode: 'as-needed' } as const;
    expect(localeRedirect({ ...asNeeded, pathname: '/', acceptLanguage: 'en-GB' })).toBeNull();
    expect(localeRedirect({ ...asNeeded, pathname: '/', acceptLanguage: 'es' })).toEqual({
      pathname: '/es',
      status: 307,
    });
  });

  it('leaves other paths to next-intl', () => {
    expect(localeRedirect({ ...base, pathname: '/live', acceptLanguage: 'de' })).toBeNull();
  });
});
