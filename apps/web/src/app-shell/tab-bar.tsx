import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { placementTabs } from '@/features/layout/server';
import { hrefFor } from '@/shared/config/runtime';
import { IntentLink } from '@/shared/ui/intent-link';

/**
 * The tab bar on small screens: the product's five tabs, or the tabs the page's layout gives
 * (its tab_bar placement), in one row of equal cells either way, so the slip bar above it stays put.
 */
async function TabBar({ href, tabs }: { href: (path: string) => string; tabs?: ReactNode }) {
  const t = await getTranslations('nav');
  const own = [
    ['/', t('home')],
    ['/live', t('live')],
    ['/search', t('search')],
    ['/favorites', t('favorites')],
    ['/bets', t('bets')],
  ] as const;
  return (
    <nav
      aria-label={t('mainNavigation')}
      data-placement={tabs ? 'tab_bar' : undefined}
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface lg:hidden"
    >
      <ul className="grid h-14 auto-cols-fr grid-flow-col">
        {tabs ??
          own.map(([path, label]) => (
            <li key={path} className="grid">
              <IntentLink href={href(path)} className="grid place-items-center text-xs hover:bg-surface-2">
                {label}
              </IntentLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The tab bar of the page at `path` (segments under the locale), what the `@tabs` parallel route
 * renders so a client navigation brings the new page's tabs; null: the product's own tabs.
 */
export async function TabBarOf({ locale, path }: { locale: string; path: readonly string[] | null }) {
  const tabs = path ? await placementTabs(locale, path) : null;
  return <TabBar href={hrefFor(locale)} tabs={tabs} />;
}
