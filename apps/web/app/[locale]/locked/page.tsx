import { getTranslations, setRequestLocale } from 'next-intl/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { StatusPage } from '@/shared/ui/status-page';

export const metadata = { robots: { index: false } };

export default async function LockedPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('page');
  const common = await getTranslations('common');
  const { localePrefix, defaultLocale } = runtimeConfig();
  return (
    <StatusPage
      code="401"
      message={t('locked.description')}
      homeHref={localePath(locale, '/', localePrefix, defaultLocale)}
      homeLabel={common('goHome')}
    />
  );
}
