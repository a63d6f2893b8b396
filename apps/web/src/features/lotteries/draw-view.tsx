'use client';

import type { TMarket, TMatch } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/light';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { matchRef, OddsButton } from '@/features/catalogue';
import { useMarkets, useMatch } from '@/features/catalogue/queries';
import { FavouriteStar } from '@/features/favorites';
import { useMatchChannel } from '@/features/live';
import { LocalTime } from '@/shared/ui/local-time';
import { useLocalDigits } from '@/shared/use-local-digits';

/** Market ids of a draw (the API's): a number drawn, the first ball odd/even, the balls' total. */
const NUMBER_MARKET = 1200;

/** Lottery balls as a row of circles, in the order drawn. */
export function Balls({ drawn, label }: { drawn: readonly number[]; label: string }) {
  const digits = useLocalDigits();
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2">
      {drawn.map((n) => (
        <li
          key={n}
          className="grid size-10 place-items-center rounded-full border-2 border-accent bg-surface font-bold tabular-nums"
        >
          {digits(n)}
        </li>
      ))}
    </ol>
  );
}

/** Minutes and seconds to the draw, counted down each second after hydration (nothing before). */
function Countdown({ iso }: { iso: string }) {
  const t = useTranslations('lotteries');
  const digits = useLocalDigits();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (now === null) return null;
  const left = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return <span className="font-semibold tabular-nums">{t('drawIn', { time: digits(time) })}</span>;
}

function MarketGroup({ match, market }: { match: TMatch; market: TMarket }) {
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border bg-surface p-3">
      <legend className="px-1 font-semibold text-sm">{market.name}</legend>
      <div className="grid grid-cols-2 gap-2">
        {market.outcomes.map((outcome) => (
          <OddsButton key={outcome.id} match={matchRef(match)} market={market} outcome={outcome} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A lottery draw's page (SPEC §1 lotteries): a countdown to the draw, a number for every ball of
 * the pool (each a bet of its own through the same slip), the first ball and the total; while the
 * draw is on the balls appear one by one, and once made they are its result. Kept live by the
 * match channel.
 */
export function DrawView({ id }: { id: number }) {
  const locale = useLocale();
  const t = useTranslations('lotteries');
  const digits = useLocalDigits();
  const pickId = useId();
  const { data: match } = useMatch(locale, id);
  const { data: markets } = useMarkets(locale, id);
  useMatchChannel(id);
  const numbers = useMemo(() => {
    const market = markets?.find((m) => m.id === NUMBER_MARKET);
    // The numbers in the page's digits (Arabic-Indic in ar), on the buttons and in the slip.
    return market && { ...market, outcomes: market.outcomes.map((o) => ({ ...o, name: digits(o.name) })) };
  }, [markets, digits]);
  if (!match) return null;
  const others = (markets ?? []).filter((m) => m.id !== NUMBER_MARKET);
  const draw = match.statistics?.draw;
  const pool = draw?.pool ?? numbers?.outcomes.length ?? 0;
  const balls = draw?.balls ?? Number(/(?:^|\|)balls=(\d+)/.exec(numbers?.specifier ?? '')?.[1] ?? 0);
  const finished = draw?.finished === true || match.status === MatchStatus.finished;
  return (
    <div className="grid gap-4" data-testid="draw">
      <header className="relative grid gap-2 rounded-lg border border-border bg-surface p-4">
        <FavouriteStar type="matches" id={match.id} name={match.name} className="absolute end-2 top-2" />
        <p className="pe-10 text-muted text-xs">
          {match.sport.name} · {match.category.name}
        </p>
        <h1 className="pe-10 font-bold text-xl">{match.name}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            {t('drawAt')}{' '}
            <strong className="tabular-nums">
              <LocalTime iso={match.start_time} format="datetime" />
            </strong>
          </span>
          {pool > 0 && balls > 0 && <span>{t('format', { balls: digits(balls), pool: digits(pool) })}</span>}
          {match.status === MatchStatus.prematch && <Countdown iso={match.start_time} />}
        </p>
      </header>
      {draw && draw.drawn.length > 0 && (
        <section
          data-testid={finished ? 'draw-result' : 'draw-running'}
          className="grid gap-2 rounded-lg border border-border bg-surface p-4"
        >
          <h2 className="font-semibold text-base" {...(!finished && { role: 'status' })}>
            {finished ? t('result') : t('drawing')}
          </h2>
          <Balls drawn={draw.drawn} label={t('ballsDrawn')} />
        </section>
      )}
      {match.status !== MatchStatus.prematch && <p className="text-muted text-sm">{t('betsClosed')}</p>}
      {numbers && (
        <section aria-labelledby={pickId} className="grid gap-2">
          <h2 id={pickId} className="font-semibold text-lg">
            {t('pickNumbers')}
          </h2>
          <p className="text-muted text-sm">{t('pickHint')}</p>
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7" data-testid="numbers">
            {numbers.outcomes.map((outcome) => (
              <li key={outcome.id}>
                <OddsButton match={matchRef(match)} market={numbers} outcome={outcome} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className="grid gap-2">
          <h2 className="font-semibold text-lg">{t('moreBets')}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {others.map((market) => (
              <MarketGroup key={`${market.id}/${market.specifier}`} match={match} market={market} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
