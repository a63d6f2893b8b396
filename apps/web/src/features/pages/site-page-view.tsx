import { getTranslations } from 'next-intl/server';
import { directionOf } from '@/i18n/locales';
import { PageMarkdown } from './page-markdown';
import type { ResolvedSitePage } from './site-page';

/** A custom or information page: its title and its Markdown, in the visitor's language when written in it. */
export async function SitePageView({
  page,
  locale,
  href,
}: {
  page: ResolvedSitePage;
  locale: string;
  href: (path: string) => string;
}) {
  const t = await getTranslations('sitePages');
  const fallback = page.contentLocale !== locale;
  return (
    <article className="max-w-3xl rounded-lg border border-border bg-surface p-4 sm:p-6">
      <h1 className="font-bold text-2xl">{page.title}</h1>
      {fallback && (
        <p className="mt-3 rounded-md border border-border p-2 text-muted text-sm">{t('fallbackNotice')}</p>
      )}
      {/* Content shown in the default locale's language is marked so, for screen readers and direction. */}
      <div
        lang={fallback ? page.contentLocale : undefined}
        dir={fallback ? directionOf(page.contentLocale) : undefined}
      >
        <PageMarkdown markdown={page.markdown} href={href} />
      </div>
    </article>
  );
}
