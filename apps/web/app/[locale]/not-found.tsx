import { getLocale, getTranslations } from 'next-intl/server';
import { hrefFor } from '@/shared/config/runtime';
import { StatusPage } from '@/shared/ui/status-page';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('page');
  const common = await getTranslations('common');
  const href = hrefFor(locale);
  return (
    <StatusPage
      code="404"
      message={t('not-found.description')}
      homeHref={href('/')}
      homeLabel={common('goHome')}
    />
  );
}
