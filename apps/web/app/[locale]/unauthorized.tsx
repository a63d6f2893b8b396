import { getLocale, getTranslations } from 'next-intl/server';
import { hrefFor } from '@/shared/config/runtime';
import { StatusPage } from '@/shared/ui/status-page';

/** The locked page of SPEC §2, with the 401 status of `unauthorized()` (see locked/page.tsx). */
export default async function Unauthorized() {
  const locale = await getLocale();
  const t = await getTranslations('page');
  const common = await getTranslations('common');
  const href = hrefFor(locale);
  return (
    <StatusPage
      code="401"
      message={t('locked.description')}
      homeHref={href('/')}
      homeLabel={common('goHome')}
    />
  );
}
