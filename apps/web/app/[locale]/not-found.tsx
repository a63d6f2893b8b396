import { getLocale, getTranslations } from 'next-intl/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { StatusPage } from '@/shared/ui/status-page';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('page');
  const common = await getTranslations('common');
  const { localePrefix, defaultLocale } = runtimeConfig();
  return (
    <StatusPage
      code="404"
      message={t('not-found.description')}
      homeHref={localePath(locale, '/', localePrefix, defaultLocale)}
      homeLabel={common('goHome')}
    />
  );
}
