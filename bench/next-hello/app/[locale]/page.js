import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';

export default function HelloPage({ params }) {
  const { locale } = use(params);
  setRequestLocale(locale);
  const t = useTranslations('hello');
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}
