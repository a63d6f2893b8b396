'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useHref } from '@/shared/config/context';
import { reportError } from '@/shared/reporting/report';
import { StatusPage } from '@/shared/ui/status-page';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('page.error');
  const href = useHref();
  // A render error the page could not recover from (SPEC §8 'Other errors are reported').
  useEffect(() => {
    reportError(error, {
      tags: { boundary: 'page' },
      ...(error.digest && { extra: { digest: error.digest } }),
    });
  }, [error]);
  return (
    <StatusPage
      code="500"
      message={t('description')}
      homeHref={href('/')}
      homeLabel={t('home-button.title')}
    />
  );
}
