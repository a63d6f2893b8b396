import { describe, expect, it } from 'vitest';
import { describeMarkdown, resolveSitePage, sitePageLinks } from './site-page';

const site = {
  default_locale: 'en',
  pages: {
    about: {
      title: { en: 'About us', ar: 'من نحن' },
      content: { en: 'We are a demo.', ar: 'نحن عرض تجريبي.' },
    },
    faq: { title: { en: 'FAQ', de: 'Häufige Fragen' }, content: { en: 'Ask us.' } },
    gone: null,
  },
};

describe('custom pages', () => {
  it('shows a page in the visitor’s locale when written in it', () => {
    expect(resolveSitePage(site, 'about', 'ar')).toEqual({
      slug: 'about',
      title: 'من نحن',
      markdown: 'نحن عرض تجريبي.',
      contentLocale: 'ar',
    });
  });

  it('falls back to the default locale’s content and title, saying which language the content is in', () => {
    expect(resolveSitePage(site, 'faq', 'de')).toMatchObject({
      title: 'Häufige Fragen',
      markdown: 'Ask us.',
      contentLocale: 'en',
    });
    expect(resolveSitePage(site, 'faq', 'ar')).toMatchObject({ title: 'FAQ', contentLocale: 'en' });
  });

  it('has no page at an unknown or withdrawn slug, nor at an inherited property name', () => {
    expect(resolveSitePage(site, 'nowhere', 'en')).toBeNull();
    expect(resolveSitePage(site, 'gone', 'en')).toBeNull();
    expect(resolveSitePage(site, 'constructor', 'en')).toBeNull();
  });

  it('links every page that is not withdrawn, titled in the locale', () => {
    expect(sitePageLinks(site, 'de')).toEqual([
      { slug: 'about', title: 'About us' },
      { slug: 'faq', title: 'Häufige Fragen' },
    ]);
  });
});

describe('page description', () => {
  it('is the first paragraph as plain text', () => {
    expect(describeMarkdown('## Head\n\nRead the **[rules](/general-rules)** _first_.\n\nMore.')).toBe(
      'Read the rules first.',
    );
  });

  it('is cut at a word with an ellipsis when long', () => {
    const text = describeMarkdown('word '.repeat(60));
    expect(text?.endsWith('word…')).toBe(true);
    expect(text?.length).toBeLessThanOrEqual(160);
  });

  it('is absent when there is no paragraph', () => {
    expect(describeMarkdown('## Only a heading')).toBeUndefined();
  });
});
