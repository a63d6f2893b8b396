import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { StatusPage } from '@/shared/ui/status-page';

export const metadata = { robots: { index: false } };

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Shown to visitors from a blocked country; the code comes from ?country= or the edge's country header. */
export default async function BlockedPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const fromQuery = (await searchParams).country;
  const code = (
    (Array.isArray(fromQuery) ? fromQuery[0] : fromQuery) ??
    (await headers()).get('x-country-code') ??
    ''
  ).toUpperCase();
  let countryName = code;
  try {
    if (/^[A-Z]{2}$/.test(code))
      countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    // An unknown region code is shown as it is.
  }
  const t = await getTranslations('page');
  const common = await getTranslations('common');
  const { localePrefix, defaultLocale } = runtimeConfig();
  return (
    <StatusPage
      message={t('blocked.description', { countryName: countryName || '—' })}
      homeHref={localePath(locale, '/', localePrefix, defaultLocale)}
      homeLabel={common('goHome')}
    />
  );
}
