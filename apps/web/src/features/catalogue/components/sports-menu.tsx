'use client';

import type { TSportType } from '@sportsbook/contract';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useHref } from '@/shared/config/context';
import { useSiteSettings } from '@/shared/config/site-settings';
import { sportIconId, uiIconId } from '@/shared/icons/icon-names';
import { SpriteIcon } from '@/shared/icons/icon-sprites';
import { localDigits } from '@/shared/locale-format';
import { IntentLink } from '@/shared/ui/intent-link';
import { useCounters } from '../api/counters';
import { useSports } from '../api/sports';

/**
 * The sports menu with match counters (POST /counters), for the left sidebar, the mobile side menu
 * and the layout's sport-list widget (which names it apart, so each landmark has its own name).
 */
export function SportsMenu({ label }: { label?: string } = {}) {
  const locale = useLocale();
  const t = useTranslations('nav');
  const href = useHref();
  const pathname = usePathname();
  const sports = useSports(locale);
  const settings = useSiteSettings();
  const counters = useCounters(locale);
  const item = (path: string, label: string, count: number | undefined, key: string, icon: string) => {
    const target = href(path);
    const current = pathname === target;
    return (
      <li key={key}>
        <IntentLink
          href={target}
          aria-current={current ? 'page' : undefined}
          className="flex min-h-10 items-center justify-between gap-2 rounded-md px-3 text-sm hover:bg-surface-2 aria-[current=page]:bg-surface-2 aria-[current=page]:font-semibold"
        >
          <span className="flex min-w-0 items-center gap-2">
            <SpriteIcon id={icon} />
            <span className="truncate">{label}</span>
          </span>
          {count !== undefined && (
            <span className="text-muted text-xs tabular-nums">{localDigits(count, locale)}</span>
          )}
        </IntentLink>
      </li>
    );
  };
  const regular = sports.data?.filter((s) => s.type === 'regular') ?? [];
  const cyber = sports.data?.filter((s) => s.type === 'cyber') ?? [];
  const count = (id: number) => {
    const c = counters.data?.sports[id];
    return c ? c.matchCount + c.outrightCount : counters.data ? 0 : undefined;
  };
  // An area of a sport type is its type's sports together (one each in the demo).
  const areaCount = (type: TSportType) => {
    const area = sports.data?.filter((s) => s.type === type) ?? [];
    if (!counters.data || !sports.data) return undefined;
    return area.reduce((sum, sport) => sum + (count(sport.id) ?? 0), 0);
  };
  return (
    <nav aria-label={label ?? t('sportsMenu')}>
      <ul className="grid gap-0.5">
        {item('/live', t('live'), counters.data?.live.matchCount, 'live', uiIconId('live'))}
        {item('/cybersport', t('cybersport'), undefined, 'cyber', uiIconId('esports'))}
        {settings.is_premium_cricket_enabled &&
          item(
            '/premium-cricket',
            t('premiumCricket'),
            areaCount('premium_cricket'),
            'premium-cricket',
            sportIconId('premium-cricket'),
          )}
        {settings.is_horse_racing_enabled &&
          item('/racing', t('horseRacing'), areaCount('horse_racing'), 'racing', sportIconId('horse-racing'))}
        {settings.is_lottery_enabled &&
          item('/lotteries', t('lotteries'), areaCount('lottery'), 'lotteries', sportIconId('lotteries'))}
        {settings.is_virtual_gaming_arena_enabled &&
          item('/virtual-gaming-arena', t('arena'), undefined, 'arena', uiIconId('arena'))}
      </ul>
      <h2 className="mt-4 mb-1 px-3 font-semibold text-muted text-xs uppercase">{t('sports')}</h2>
      <ul className="grid gap-0.5">
        {regular.map((sport) =>
          item(`/${sport.key}`, sport.name, count(sport.id), sport.key, sportIconId(sport.key)),
        )}
      </ul>
      {cyber.length > 0 && (
        <>
          <h2 className="mt-4 mb-1 px-3 font-semibold text-muted text-xs uppercase">{t('cybersport')}</h2>
          <ul className="grid gap-0.5">
            {cyber.map((sport) =>
              item(`/${sport.key}`, sport.name, count(sport.id), sport.key, sportIconId(sport.key)),
            )}
          </ul>
        </>
      )}
    </nav>
  );
}
