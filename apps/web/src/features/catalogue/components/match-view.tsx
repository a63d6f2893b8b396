'use client';

import { isBettableMatchStatus } from '@sportsbook/betting';
import type { TMarket, TMatch } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/light';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useState } from 'react';
import { QuickBetToggle } from '@/features/betslip';
import { FavouriteStar } from '@/features/favorites';
import { useMatchChannel } from '@/features/live';
import { useSiteSettings } from '@/shared/config/site-settings';
import { StarIcon } from '@/shared/ui/icons';
import { LocalTime } from '@/shared/ui/local-time';
import { ProxiedImage } from '@/shared/ui/proxied-image';
import { Tabs } from '@/shared/ui/tabs';
import { useLocalDigits } from '@/shared/use-local-digits';
import { useMarkets, useMatch } from '../api/match';
import { outcomeColumns } from '../columns';
import { useFavouriteMarkets } from '../favourite-markets';
import { gameScore } from '../game-score';
import { CricketScoreboard } from './cricket-scoreboard';
import { GamePoints } from './game-points';
import { LiveBadge } from './match-row';
import { matchRef, OddsButton } from './odds-button';

function Competitor({
  competitor,
  side,
}: {
  competitor: TMatch['competitors']['home'];
  side: 'home' | 'away';
}) {
  if (!competitor) return <span />;
  return (
    <span className={`flex min-w-0 flex-col items-center gap-1.5 text-center ${side === 'home' ? '' : ''}`}>
      {competitor.logo ? (
        <ProxiedImage src={competitor.logo} alt="" width={48} height={48} priority className="size-12" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-surface-2 font-bold text-sm"
        >
          {competitor.abbreviation}
        </span>
      )}
      <span className="font-semibold text-sm sm:text-base">{competitor.name}</span>
    </span>
  );
}

export function MatchHeader({ id }: { id: number }) {
  const locale = useLocale();
  const t = useTranslations('catalogue');
  const { data: match } = useMatch(locale, id);
  const digits = useLocalDigits();
  useMatchChannel(id);
  if (!match) return null;
  const score = match.statistics?.total_score;
  const points = gameScore(match.sport.key, match.statistics);
  return (
    <header className="relative rounded-lg border border-border bg-surface p-4">
      <FavouriteStar type="matches" id={match.id} name={match.name} className="absolute end-2 top-2" />
      <p className="mb-3 px-10 text-center text-muted text-xs">
        {match.sport.name} · {match.category.name} · {match.tournament.name}
      </p>
      {match.type === 'outright' ? (
        <h1 className="text-center font-bold text-xl">{match.name}</h1>
      ) : (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          <Competitor competitor={match.competitors.home} side="home" />
          <div className="grid justify-items-center gap-1">
            <h1 className="sr-only">{match.name}</h1>
            {match.status === MatchStatus.prematch ? (
              <span className="grid justify-items-center text-sm tabular-nums">
                <LocalTime iso={match.start_time} format="date" />
                <span className="font-bold text-lg">
                  <LocalTime iso={match.start_time} />
                </span>
              </span>
            ) : (
              <>
                <span className="font-bold text-3xl tabular-nums">
                  <span aria-hidden="true">{digits(`${score?.home ?? 0}–${score?.away ?? 0}`)}</span>
                  <span className="sr-only">
                    {t('score', { home: score?.home ?? 0, away: score?.away ?? 0 })}
                  </span>
                </span>
                {points && <GamePoints home={points.home} away={points.away} />}
                {match.status === MatchStatus.live ? (
                  <LiveBadge match={match} />
                ) : (
                  <span className="text-muted text-xs">{t('finished')}</span>
                )}
              </>
            )}
          </div>
          <Competitor competitor={match.competitors.away} side="away" />
        </div>
      )}
      {match.status === MatchStatus.live && (
        <div className="mt-3">
          <QuickBetToggle />
        </div>
      )}
      {match.statistics?.cricket ? (
        <CricketScoreboard match={match} board={match.statistics.cricket} />
      ) : (
        match.statistics &&
        match.statistics.period_scores.length > 0 && (
          <p className="mt-3 text-center text-muted text-xs tabular-nums">
            {digits(
              match.statistics.period_scores.map((p) => `${p.home_score}:${p.away_score}`).join('  ·  '),
            )}
          </p>
        )
      )}
    </header>
  );
}

const MarketCard = memo(function MarketCard({
  match,
  market,
  starred,
  onStar,
}: {
  match: TMatch;
  market: TMarket;
  starred: boolean;
  onStar: (marketId: number) => void;
}) {
  const t = useTranslations('catalogue');
  const tm = useTranslations('match');
  const ref = matchRef(match);
  const labels = outcomeColumns(market.outcomes, match.competitors.home?.name, match.competitors.away?.name);
  const columns =
    market.outcomes.length === 3
      ? 'grid-cols-3'
      : market.outcomes.length === 2
        ? 'grid-cols-2'
        : 'grid-cols-2 sm:grid-cols-3';
  return (
    <section className="rounded-lg border border-border bg-surface p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-medium text-sm">{market.name}</h2>
        <button
          type="button"
          aria-pressed={starred}
          aria-label={tm('favouriteMarket', { name: market.name })}
          onClick={() => onStar(market.id)}
          data-testid="favourite-star"
          className={`-m-2 grid size-10 shrink-0 place-items-center rounded-md hover:bg-surface-2 ${starred ? 'text-accent' : 'text-muted'}`}
        >
          <StarIcon filled={starred} className="size-4" />
        </button>
      </div>
      <div className={`grid gap-1.5 ${columns}`}>
        {market.outcomes.map((outcome, i) => {
          const label = labels?.[i];
          return (
            <OddsButton
              key={outcome.id}
              match={ref}
              market={market}
              outcome={outcome}
              shortLabel={label && label.kind !== 'name' ? t(`columns.${label.kind}`) : undefined}
            />
          );
        })}
      </div>
    </section>
  );
});

// The bet builder is its own chunk: most visits never open it.
const BetBuilder = dynamic(() => import('@/features/bet-builder').then((m) => m.BetBuilder));

const GROUPS = ['top', 'all', 'favorites', 'betbuilder', 'outrights'] as const;

/** SPEC §2: the bet-builder hash opens the match on its Bet builder tab (and a link to it can be shared). */
export const BET_BUILDER_HASH = '#betbuilder';

/**
 * Market group tabs (top, all, favorites, bet builder, outrights) over the markets of a match, sorted
 * as the API serves them. The bet builder (SPEC §2 group key betbuilder) is there when the site has
 * it on (settings customBetEnabled) and the match can still be bet on; favorites when the match has
 * a market type the player starred.
 */
export function MatchMarkets({ id }: { id: number }) {
  const locale = useLocale();
  const t = useTranslations('match');
  const settings = useSiteSettings();
  const { data: match } = useMatch(locale, id);
  const { data: markets } = useMarkets(locale, id);
  const favourites = useFavouriteMarkets();
  const available = useMemo(
    () =>
      GROUPS.filter((group) =>
        group === 'all'
          ? true
          : group === 'outrights'
            ? match?.type === 'outright'
            : group === 'betbuilder'
              ? settings.custom_bet_enabled && match?.type === 'match' && isBettableMatchStatus(match.status)
              : group === 'favorites'
                ? (markets ?? []).some((m) => favourites.ids.has(m.id))
                : (markets ?? []).some((m) => m.market_groups.includes(group)),
      ),
    [markets, match, settings.custom_bet_enabled, favourites.ids],
  );
  const [group, setGroup] = useState<string>(available[0] ?? 'all');
  const builderOn = available.includes('betbuilder');
  useEffect(() => {
    if (builderOn && window.location.hash === BET_BUILDER_HASH) setGroup('betbuilder');
  }, [builderOn]);
  const changeGroup = (next: string) => {
    setGroup(next);
    // Keep the hash in step with the tab, so the address opens the bet builder again.
    const { pathname, search, hash } = window.location;
    if (next === 'betbuilder' && hash !== BET_BUILDER_HASH)
      window.history.replaceState(window.history.state, '', `${pathname}${search}${BET_BUILDER_HASH}`);
    else if (next !== 'betbuilder' && hash === BET_BUILDER_HASH)
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  };
  if (!match || !markets) return null;
  const shown = (key: string) =>
    key === 'all' || key === 'outrights'
      ? markets
      : key === 'favorites'
        ? markets.filter((m) => favourites.ids.has(m.id))
        : markets.filter((m) => m.market_groups.includes(key));
  return (
    <Tabs
      label={t('marketGroups')}
      items={available.map((key) => ({ value: key, label: t(`groups.${key}`) }))}
      value={available.includes(group as never) ? group : 'all'}
      onValueChange={changeGroup}
      listClassName="mb-3 flex gap-1.5 overflow-x-auto"
      triggerClassName="min-h-10 rounded-full border border-border px-4 text-sm data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-text"
      panelClassName="grid gap-3"
    >
      {(key) =>
        key === 'betbuilder' ? (
          <BetBuilder match={match} />
        ) : shown(key).length === 0 ? (
          <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted text-sm">
            {t('noMarkets')}
          </p>
        ) : (
          shown(key).map((market) => (
            <MarketCard
              key={`${market.id}/${market.specifier}`}
              match={match}
              market={market}
              starred={favourites.ids.has(market.id)}
              onStar={favourites.toggle}
            />
          ))
        )
      }
    </Tabs>
  );
}
