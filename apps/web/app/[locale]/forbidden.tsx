import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/shared/api/site-config';
import { blockedCountryName } from '@/shared/blocked-country';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
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
  const { localePrefix, defaultLocale } = runtimeConfig();
  return (
    <StatusPage
      message={t('blocked.description', { countryName })}
      homeHref={localePath(locale, '/', localePrefix, defaultLocale)}
      homeLabel={common('goHome')}
    />
  );
}
