'use client';

import { useTranslations } from 'next-intl';
import { useHref } from '@/shared/config/context';
import { StatusPage } from '@/shared/ui/status-page';

export default function ErrorPage() {
  const t = useTranslations('page.error');
  const href = useHref();
  return (
    <StatusPage
      code="500"
      message={t('description')}
      homeHref={href('/')}
      homeLabel={t('home-button.title')}
    />
  );
}
