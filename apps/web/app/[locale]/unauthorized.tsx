import { getLocale, getTranslations } from 'next-intl/server';
import { runtimeConfig } from '@/shared/config/runtime';
import { localePath } from '@/shared/paths';
import { StatusPage } from '@/shared/ui/status-page';

/** The locked page of SPEC §2, with the 401 status of `unauthorized()` (see locked/page.tsx). */
export default async function Unauthorized() {
  const locale = await getLocale();
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
