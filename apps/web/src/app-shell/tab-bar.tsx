import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/shared/ui/intent-link';

/** The tab bar on small screens. */
export async function TabBar({ href }: { href: (path: string) => string }) {
  const t = await getTranslations('nav');
  const tabs = [
    ['/', t('home')],
    ['/live', t('live')],
    ['/search', t('search')],
    ['/favorites', t('favorites')],
    ['/bets', t('bets')],
  ] as const;
  return (
    <nav
      aria-label={t('mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface lg:hidden"
    >
      <ul className="grid h-14 grid-cols-5">
        {tabs.map(([path, label]) => (
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
