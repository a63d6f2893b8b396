import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SportTypeMatchLists } from '@/features/catalogue';
import { PlacementWidgets } from '@/features/layout/server';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/cybersport', 'cybersport');

export default async function CybersportPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const nav = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('cybersport')}</h1>
      <PlacementWidgets pageKey="e_sports" placement="content" locale={locale} />
      <SportTypeMatchLists locale={locale} sportType="cyber" />
    </div>
  );
}
