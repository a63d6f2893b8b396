import type { TSiteConfig } from '@sportsbook/contract';

/** A custom page as one locale sees it. */
export interface ResolvedSitePage {
  slug: string;
  title: string;
  markdown: string;
  /** The locale the content is written in: the default locale's when the asked one has none. */
  contentLocale: string;
}

/**
 * The page at `slug` in `locale`, or null when the site config has none there. Title and content
 * each fall back to the default locale, which the contract requires every page to have.
 */
export function resolveSitePage(
  site: Pick<TSiteConfig, 'pages' | 'default_locale'>,
  slug: string,
  locale: string,
): ResolvedSitePage | null {
  const page = Object.hasOwn(site.pages, slug) ? site.pages[slug] : null;
  if (!page) return null;
  const own = page.content[locale];
  const contentLocale = own ? locale : site.default_locale;
  return {
    slug,
    title: page.title[locale] || page.title[site.default_locale] || slug,
    markdown: own || page.content[site.default_locale] || '',
    contentLocale,
  };
}

/** The pages to link to, in the config's order, titled in `locale`. */
export function sitePageLinks(
  site: Pick<TSiteConfig, 'pages' | 'default_locale'>,
  locale: string,
): { slug: string; title: string }[] {
  return Object.keys(site.pages).flatMap((slug) => {
    const page = resolveSitePage(site, slug, locale);
    return page ? [{ slug, title: page.title }] : [];
  });
}

const DESCRIPTION_LENGTH = 160;

/** A page's meta description: its first paragraph as plain text, cut at a word near the search-result length. */
export function describeMarkdown(markdown: string): string | undefined {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !/^(#|>|[-*+] |\d+\. |```|\||<)/.test(block));
  if (!paragraph) return undefined;
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
