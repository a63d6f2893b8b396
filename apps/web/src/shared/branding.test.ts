import { describe, expect, it } from 'vitest';
import { assetOrigins, organizationJsonLd, themeStyle } from './branding';

const site = {
  name: 'Bet Operator',
  logo: '',
  favicon: '/icon.svg',
  theme: { light: {}, dark: {} },
  seo: {
    indexing: false,
    title: 't',
    description: 'd',
    keywords: [],
    organization: { name: '', url: '', logo: '' },
  },
};

describe('themeStyle', () => {
  it('writes nothing when the operator keeps the product colours', () => {
    expect(themeStyle(site.theme)).toBe('');
  });

  it("sets the operator's tokens over the light and the dark theme, in the tokens' order", () => {
    expect(
      themeStyle({ light: { 'accent-text': '#fff', accent: '#7b2cbf' }, dark: { accent: '#c77dff' } }),
    ).toBe(':root{--accent:#7b2cbf;--accent-text:#fff}.dark{--accent:#c77dff}');
  });
});

describe('organizationJsonLd', () => {
  it('names the site at SITE_URL with a logo that exists: the site icon when no logo is set', () => {
    expect(organizationJsonLd(site, 'https://bets.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bet Operator',
      url: 'https://bets.example',
      logo: 'https://bets.example/icon.svg',
    });
  });

  it("takes the configured organization, and the site's logo as an absolute URL", () => {
    const withLogo = { ...site, logo: 'https://cdn.operator.example/logo.png' };
    expect(organizationJsonLd(withLogo, 'https://bets.example').logo).toBe(
      'https://cdn.operator.example/logo.png',
    );
    const named = {
      ...site,
      seo: {
        ...site.seo,
        organization: { name: 'Operator Ltd', url: 'https://operator.example', logo: '/brand.png' },
      },
    };
    expect(organizationJsonLd(named, 'https://bets.example')).toMatchObject({
      name: 'Operator Ltd',
      url: 'https://operator.example',
      logo: 'https://bets.example/brand.png',
    });
  });
});

describe('assetOrigins', () => {
  it('lists the https origins of the logo and favicon, not the site’s own paths', () => {
    expect(assetOrigins({ logo: 'https://cdn.operator.example/a/logo.png', favicon: '/icon.svg' })).toEqual([
      'https://cdn.operator.example',
    ]);
  });
});
