import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountBar } from '@/features/account';
import { SearchBox } from '@/features/catalogue';
import { NotificationsBell } from '@/features/notifications';
import { SettingsDialog } from '@/features/settings';
import { getSiteConfig } from '@/shared/api/site-config';
import { SearchIcon } from '@/shared/ui/icons';
import { IntentLink } from '@/shared/ui/intent-link';
import { MobileMenu } from './mobile-menu';

/** The operator's logo (site config), or the product's mark in the theme's accent colour. */
export function SiteMark({ logo }: { logo: string }) {
  if (logo)
    // biome-ignore lint/performance/noImgElement: an operator's logo of any format and size, from any allowed origin
    return <img src={logo} alt="" height={28} className="h-7 w-auto max-w-32" />;
  return (
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
  );
}

export async function Header({
  href,
  sideMenuWidgets,
}: {
  href: (path: string) => string;
  /** The page's side-menu placement (SPEC §2), shown in the mobile menu below the sports. */
  sideMenuWidgets?: ReactNode;
}) {
  const t = await getTranslations('nav');
  const site = await getSiteConfig();
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
        <MobileMenu widgets={sideMenuWidgets} />
        <IntentLink href={href('/')} className="flex shrink-0 items-center gap-2 font-bold text-lg">
          <SiteMark logo={site.logo} />
          {/* Phones, and desktops until the widest breakpoint, where the seven sections need the
              room: the mark alone, the name stays the link's accessible name. */}
          <span className="max-sm:sr-only lg:max-xl:sr-only">{site.name}</span>
        </IntentLink>
        <nav aria-label={t('mainNavigation')} className="hidden shrink-0 lg:block">
          <ul className="flex gap-0.5 xl:gap-1">
            {links.map(([path, label]) => (
              <li key={path}>
                <IntentLink
                  href={href(path)}
                  className="block whitespace-nowrap rounded-md px-2 py-2 text-sm hover:bg-surface-2 xl:px-2.5"
                >
                  {label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The search takes what the other controls leave: a field where it has room for one, else
            a button to the search page, so no locale's labels ever push a control under another. */}
        <div className="@container flex min-w-0 flex-1 justify-end">
          <div className="hidden w-full max-w-md @min-[12rem]:block">
            <SearchBox />
          </div>
          <IntentLink
            href={href('/search')}
            aria-label={t('search')}
            className="grid size-10 shrink-0 place-items-center rounded-md border border-border bg-surface-2 @min-[12rem]:hidden"
          >
            <SearchIcon />
          </IntentLink>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <SettingsDialog />
          <NotificationsBell />
          <AccountBar />
        </div>
      </div>
    </header>
  );
}
