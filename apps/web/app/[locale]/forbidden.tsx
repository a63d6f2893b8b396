import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/shared/api/site-config';
import { blockedCountryName } from '@/shared/blocked-country';
import { hrefFor } from '@/shared/config/runtime';
import { StatusPage } from '@/shared/ui/status-page';

/** The blocked page of SPEC §2, with the 403 status of `forbidden()` (see blocked/page.tsx). */
export default async function Forbidden() {
  const locale = await getLocale();
  const [t, common, site, requestHeaders] = await Promise.all([
    getTranslations('page'),
    getTranslations('common'),
    getSiteConfig(),
    headers(),
  ]);
  const countryName =
    blockedCountryName(locale, requestHeaders.get('x-country-code'), site) ?? t('blocked.yourCountry');
  const href = hrefFor(locale);
  return (
    <StatusPage
      message={t('blocked.description', { countryName })}
      homeHref={href('/')}
      homeLabel={common('goHome')}
    />
  );
}
