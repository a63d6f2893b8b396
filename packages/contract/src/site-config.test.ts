import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_SLUGS, ZPageSlug, ZSitePage } from './site-config';

describe('custom page slugs', () => {
  it('takes one lower-case path segment of letters, digits and single hyphens', () => {
    for (const slug of ['about', 'general-rules', 'faq-2', 'terms-and-conditions'])
      expect(ZPageSlug.safeParse(slug).success, slug).toBe(true);
  });

  it('refuses anything that is not one clean path segment', () => {
    const bad = [
      '',
      'About',
      'a/b',
      '../admin',
      '-about',
      'about-',
      'a--b',
      'a b',
      'a_b',
      'über',
      'x'.repeat(65),
    ];
    for (const slug of bad) expect(ZPageSlug.safeParse(slug).success, slug).toBe(false);
  });

  it('refuses the product’s own routes, which would hide the page', () => {
    for (const slug of RESERVED_PAGE_SLUGS) expect(ZPageSlug.safeParse(slug).success, slug).toBe(false);
    expect(RESERVED_PAGE_SLUGS).toContain('promotions');
  });
});

describe('custom pages', () => {
  it('hold a title and Markdown per locale', () => {
    const page = { title: { en: 'FAQ', ar: 'الأسئلة' }, content: { en: '## Why?\nBecause.' } };
    expect(ZSitePage.parse(page)).toEqual(page);
  });

  it('refuse a blank title', () => {
    expect(ZSitePage.safeParse({ title: { en: '   ' }, content: { en: 'x' } }).success).toBe(false);
  });
});
