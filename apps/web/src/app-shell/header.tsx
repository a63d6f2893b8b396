import { getTranslations } from 'next-intl/server';
import { AccountBar } from '@/features/account/account-bar';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { SettingsDialog } from '@/features/settings/settings-dialog';
import { SearchIcon } from '@/shared/ui/icons';
import { IntentLink } from '@/shared/ui/intent-link';
import { MobileMenu } from './mobile-menu';

export async function Header({ href }: { href: (path: string) => string }) {
  const t = await getTranslations('nav');
  const links = [
    ['/', t('home')],
    ['/live', t('live')],
    ['/cybersport', t('cybersport')],
    ['/schedule', t('schedule')],
    ['/results', t('results')],
    ['/favorites', t('favorites')],
    ['/bets', t('bets')],
  ] as const;
  return (
    <header className="sticky top-0 z-30 border-border border-b bg-surface">
      <div className="mx-auto flex h-14 max-w-[1920px] items-center gap-2 px-2 sm:gap-3 sm:px-3">
        <MobileMenu />
        <IntentLink href={href('/')} className="flex shrink-0 items-center gap-2 font-bold text-lg">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
            <circle cx="16" cy="16" r="15" fill="var(--accent)" />
            <path
              d="M9 17l5 5 9-11"
              stroke="var(--accent-text)"
              strokeWidth="3.5"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          {/* Phones: the mark alone, the name stays the link's accessible name. */}
          <span className="max-sm:sr-only">Sportsbook</span>
        </IntentLink>
        <nav aria-label={t('mainNavigation')} className="hidden lg:block">
          <ul className="flex gap-1">
            {links.map(([path, label]) => (
              <li key={path}>
                <IntentLink href={href(path)} className="rounded-md px-2.5 py-2 text-sm hover:bg-surface-2">
                  {label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex flex-1 items-center justify-end gap-2">
          <div className="hidden flex-1 justify-end sm:flex">
            <SearchBox />
          </div>
          <IntentLink
            href={href('/search')}
            aria-label={t('search')}
            className="grid size-10 place-items-center rounded-md border border-border bg-surface-2 sm:hidden"
          >
            <SearchIcon />
          </IntentLink>
          <SettingsDialog />
          <AccountBar />
        </div>
      </div>
    </header>
  );
}
