import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlacementWidgets } from '@/features/layout/server';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/', 'home');

/** The home page (page key sports): its content is the operator's layout (issue 27). */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('catalogue');
  return (
    <div className="grid gap-4">
      <h1 className="sr-only">{t('topMatches')}</h1>
      <PlacementWidgets pageKey="sports" placement="content" locale={locale} />
    </div>
  );
}
