import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArenaLaunch } from '@/features/launch';
import { getSiteConfig } from '@/shared/api/site-config';
import { sectionMetadata } from '@/shared/seo';

export const generateMetadata = sectionMetadata('/virtual-gaming-arena', 'arena');

/**
 * SPEC §2 /virtual-gaming-arena, behind the site's `is_virtual_gaming_arena_enabled` (404 while
 * off): the arena's launch page. The games are the provider's, opened through POST /{provider}/launch.
 */
export default async function VirtualGamingArenaPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const site = await getSiteConfig();
  if (!site.is_virtual_gaming_arena_enabled) notFound();
  const meta = await getTranslations('meta');
  const t = await getTranslations('arena');
  return (
    <section className="grid gap-4 rounded-lg border border-border bg-surface p-6">
      <h1 className="font-bold text-2xl">{meta('arena')}</h1>
      <p className="max-w-prose text-muted">{t('intro')}</p>
      <ArenaLaunch />
    </section>
  );
}
