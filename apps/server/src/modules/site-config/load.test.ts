import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../web/src/i18n/locales';
import { loadSiteConfig } from './load';

const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
let files = 0;
/** The site config with this operator file laid over the defaults. */
const withOverride = (override: unknown) => {
  files += 1;
  const path = join(dir, `site-${files}.json`);
  writeFileSync(path, JSON.stringify(override));
  return loadSiteConfig({ path, demo: true });
};

describe('site config pages', () => {
  it('ships /general-rules and /about with a title and content in every shipped locale', () => {
    const { pages } = loadSiteConfig({ demo: true });
    let checked = 0;
    for (const slug of ['general-rules', 'about']) {
      const page = pages[slug];
      for (const locale of LOCALES) {
        expect(page?.title[locale]?.trim(), `${slug} ${locale} title`).toBeTruthy();
        expect(page?.content[locale]?.trim(), `${slug} ${locale} content`).toBeTruthy();
        checked += 1;
      }
    }
    expect(checked).toBe(2 * LOCALES.length);
  });

  it('translates the information pages: no locale repeats the English text', () => {
    const { pages } = loadSiteConfig({ demo: true });
    for (const slug of ['general-rules', 'about']) {
      const page = pages[slug];
      for (const locale of LOCALES.filter((code) => code !== 'en'))
        expect(page?.content[locale], `${slug} ${locale}`).not.toBe(page?.content.en);
    }
  });

  it('an operator file adds a page and keeps the demo pages', () => {
    const { pages } = withOverride({
      pages: { faq: { title: { en: 'FAQ' }, content: { en: 'Ask us.' } } },
    });
    expect(Object.keys(pages)).toEqual(['general-rules', 'about', 'faq']);
  });

  it('an operator file changes one locale of a demo page and keeps the others', () => {
    const { pages } = withOverride({ pages: { about: { content: { de: 'Über den Betreiber.' } } } });
    expect(pages.about?.content.de).toBe('Über den Betreiber.');
    expect(pages.about?.content.en).toBe(loadSiteConfig({ demo: true }).pages.about?.content.en);
  });

  it('null withdraws a demo page', () => {
    expect(withOverride({ pages: { about: null } }).pages.about).toBeNull();
  });

  it('refuses a page without the default locale, naming it', () => {
    expect(() =>
      withOverride({ pages: { faq: { title: { de: 'FAQ' }, content: { de: 'Frag uns.' } } } }),
    ).toThrow(
      /pages\.faq\.title: the default locale en is required; pages\.faq\.content: the default locale en is required/,
    );
  });

  it('refuses a slug that is a route of the product or not a clean segment', () => {
    const page = { title: { en: 'Live' }, content: { en: 'x' } };
    expect(() => withOverride({ pages: { live: page } })).toThrow(/SITE_CONFIG is invalid: pages/);
    expect(() => withOverride({ pages: { 'a/b': page } })).toThrow(/SITE_CONFIG is invalid: pages/);
  });
});

describe('site branding (issue 27 item 7)', () => {
  it('a second operator is a JSON file: its name, logo, icon and colours', () => {
    const config = withOverride({
      name: 'Bet Operator',
      logo: 'https://cdn.operator.example/logo.png',
      favicon: '/operator-icon.png',
      theme: { light: { accent: '#7b2cbf', 'accent-text': '#fff' }, dark: { accent: '#c77dff' } },
    });
    expect(config).toMatchObject({
      name: 'Bet Operator',
      logo: 'https://cdn.operator.example/logo.png',
      favicon: '/operator-icon.png',
      theme: { light: { accent: '#7b2cbf', 'accent-text': '#fff' }, dark: { accent: '#c77dff' } },
    });
  });

  it('refuses a colour that is not #hex or a token the product does not have', () => {
    expect(() => withOverride({ theme: { light: { accent: 'red;}body{display:none' } } })).toThrow(
      /theme\.light\.accent: a colour is #rgb, #rrggbb or #rrggbbaa/,
    );
    expect(() => withOverride({ theme: { dark: { 'font-size': '#fff' } } })).toThrow(/theme\.dark/);
  });

  it('refuses a logo or icon that is neither a site path nor an https URL', () => {
    for (const logo of [
      'javascript:alert(1)',
      '//evil.example/logo.png',
      'http://plain.example/x.png',
      'logo.png',
    ])
      expect(() => withOverride({ logo }), logo).toThrow(
        /logo: an asset is a path starting with \/ or an https URL/,
      );
    expect(() => withOverride({ favicon: 'data:image/png;base64,AAAA' })).toThrow(/favicon/);
  });
});
