import type { TSiteConfig } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/shared/ui/intent-link';
import { sitePageLinks } from './site-page';

/**
 * The site's footer: links to the custom and information pages of the site config. `className`
 * carries the page's bottom spacing, kept when there is nothing to link.
 */
export async function SiteFooter({
  site,
  locale,
  href,
  className,
}: {
  site: Pick<TSiteConfig, 'pages' | 'default_locale'>;
  locale: string;
  href: (path: string) => string;
  className?: string;
}) {
  const links = sitePageLinks(site, locale);
  // Without pages the footer still keeps its room below the content (the fixed bars on phones).
  if (links.length === 0) return <div className={className} />;
  const t = await getTranslations('sitePages');
  return (
    <footer className={className}>
      <nav aria-label={t('footerNavigation')} className="border-border border-t pt-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {links.map((link) => (
            <li key={link.slug}>
              <IntentLink
                href={href(`/${link.slug}`)}
                className="rounded text-muted hover:text-text hover:underline"
              >
                {link.title}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
