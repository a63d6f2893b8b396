import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouriteMatches } from '@/features/catalogue';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/favorites', 'favorites');

/** Favourites belong to a signed-in player (SPEC §6); the session is known in the browser only. */
export default async function FavoritesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const nav = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('favorites')}</h1>
      <FavouriteMatches />
    </div>
  );
}
