import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/favorites', 'favorites');

/** Favourites belong to a signed-in player (SPEC §6); anonymous visitors get the sign-in prompt. */
export default async function FavoritesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('favorites');
  const nav = await getTranslations('nav');
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">{nav('favorites')}</h1>
      <section className="grid justify-items-center gap-4 rounded-lg border border-border bg-surface p-8 text-center">
        <p>{t('signIn')}</p>
        <a href="?modal=signIn" className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-text">
          {t('signInButton')}
        </a>
      </section>
    </div>
  );
}
