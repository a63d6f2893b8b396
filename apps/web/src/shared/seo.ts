import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/i18n/locales';
import { getSiteConfig } from './api/site-config';
import { runtimeConfig } from './config/runtime';
import { localePath } from './paths';

/** Public origin of the site, for canonical and alternate links. */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}`).replace(/\/$/, '');
}

/**
 * SPEC §2 SEO: title, description, keywords, robots (noindex unless the site config allows
 * indexing), canonical, alternates for every locale plus x-default, Open Graph and Twitter tags.
 */
export async function pageMetadata(input: {
  locale: string;
  path: string;
  title?: string;
  description?: string;
}): Promise<Metadata> {
  const site = await getSiteConfig();
  const { localePrefix } = runtimeConfig();
  const origin = siteOrigin();
  const url = (locale: string) =>
    `${origin}${localePath(locale, input.path, localePrefix, site.default_locale)}`;
  const title = input.title ? `${input.title} | ${site.name}` : site.seo.title;
  const description = input.description ?? site.seo.description;
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [locale, url(locale)]),
  );
  languages['x-default'] = url(site.default_locale);
  return {
    metadataBase: new URL(origin),
    title,
    description,
    keywords: site.seo.keywords,
    robots: site.seo.indexing ? { index: true, follow: true } : { index: false, follow: false },
    alternates: { canonical: url(input.locale), languages },
    openGraph: {
      type: 'website',
      url: url(input.locale),
      title,
      description,
      siteName: site.name,
      locale: input.locale,
    },
    twitter: { card: 'summary_large_image', title, description },
    ...(site.favicon ? { icons: { icon: site.favicon } } : {}),
  };
}

/** Keys of the `meta` messages that title the site's fixed pages. */
type MetaTitleKey =
  | 'arena'
  | 'home'
  | 'live'
  | 'cybersport'
  | 'schedule'
  | 'results'
  | 'favorites'
  | 'search'
  | 'bets'
  | 'premiumCricket'
  | 'horseRacing'
  | 'lotteries'
  | 'promotions';

/**
 * `generateMetadata` of a page at a fixed path (no dynamic segment but the locale), titled by its
 * `meta` message. Options are laid over what pageMetadata makes (e.g. robots for private pages).
 */
export function sectionMetadata(path: string, titleKey: MetaTitleKey, override: Partial<Metadata> = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'meta' });
    return { ...(await pageMetadata({ locale, path, title: t(titleKey) })), ...override };
  };
}
