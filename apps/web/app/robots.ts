import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/shared/api/site-config';
import { siteOrigin } from '@/shared/seo';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const site = await getSiteConfig();
  const origin = siteOrigin();
  return {
    rules: site.seo.indexing
      ? { userAgent: '*', allow: '/', disallow: ['/*/blocked', '/*/locked'] }
      : { userAgent: '*', disallow: '/' },
    sitemap: `${origin}/sitemap.xml`,
  };
}
