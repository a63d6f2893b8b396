import { THEME_TOKENS, type TSiteConfig } from '@sportsbook/contract';

type Branding = Pick<TSiteConfig, 'name' | 'logo' | 'favicon' | 'theme' | 'seo'>;

/**
 * The operator's colour tokens over the product's (globals.css): light on :root, dark under .dark.
 * The contract lets only #hex colours and known token names through, so nothing else can reach
 * the stylesheet. '' when the operator sets none.
 */
export function themeStyle(theme: Branding['theme']): string {
  const block = (selector: string, tokens: Branding['theme']['light']) => {
    const declarations = THEME_TOKENS.filter((token) => tokens[token])
      .map((token) => `--${token}:${tokens[token]}`)
      .join(';');
    return declarations ? `${selector}{${declarations}}` : '';
  };
  return block(':root', theme.light) + block('.dark', theme.dark);
}

/** A site asset as an absolute URL: a path is on the site's own origin. */
export function assetUrl(asset: string, origin: string): string {
  return asset.startsWith('/') ? `${origin}${asset}` : asset;
}

/** The https origins the site's logo and favicon come from, for the page's img-src. */
export function assetOrigins(site: Pick<TSiteConfig, 'logo' | 'favicon'>): string[] {
  return [site.logo, site.favicon]
    .filter((asset) => asset.startsWith('https://'))
    .map((url) => new URL(url).origin);
}

/**
 * The Organization JSON-LD (SPEC §2 SEO): the operator's name, its URL (SITE_URL unless the config
 * names one) and a logo that exists — the config's, else the site's logo, else its icon.
 */
export function organizationJsonLd(site: Branding, origin: string): Record<string, string> {
  const { organization } = site.seo;
  const logo = organization.logo || site.logo || site.favicon;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name || site.name,
    url: organization.url || origin,
    ...(logo ? { logo: assetUrl(logo, origin) } : {}),
  };
}
