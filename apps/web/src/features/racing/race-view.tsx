'use client';

import type { TMarket, TMatch, TRaceCard, TRaceRunner } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { matchRef, OddsButton } from '@/features/catalogue';
import { useMarkets, useMatch } from '@/features/catalogue/queries';
import { FavouriteStar } from '@/features/favorites';
import { useMatchChannel } from '@/features/live';
import { LocalTime } from '@/shared/ui/local-time';
import { useLocalDigits } from '@/shared/use-local-digits';
import { PLACE_MARKET, racecardQueryOptions, runnerOf, WIN_MARKET } from './api';

const METRES_PER_FURLONG = 201.168;

/** The jockey's colours: body and sleeves, a mark beside the horse's name. */
function Silks({ colours }: { colours: TRaceRunner['silks'] }) {
  return (
    <span
      aria-hidden="true"
      className="block h-8 w-7 shrink-0 rounded-t-lg rounded-b-sm border border-border"
      style={{
        background: `linear-gradient(90deg, ${colours[1]} 0 22%, ${colours[0]} 22% 78%, ${colours[1]} 78%)`,
      }}
    />
  );
}

/** One price of a runner, labelled by its market (Win, Place) for eyes and screen readers alike. */
function Price({
  match,
  market,
  runner,
  label,
}: {
  match: TMatch;
  market: TMarket | undefined;
  runner: number;
  label: string;
}) {
  const outcome = market?.outcomes.find((o) => runnerOf(o.id) === runner);
  return (
    <fieldset className="grid min-w-0 gap-0.5 text-center">
      <legend className="mx-auto text-muted text-xs">{label}</legend>
      {market && outcome ? (
        <OddsButton match={matchRef(match)} market={market} outcome={outcome} showName={false} />
      ) : (
        <span className="min-h-11 content-center text-muted">—</span>
      )}
    </fieldset>
  );
}

/** The running order while the race is on, the result once it is run (with the winner's price). */
function RaceOrder({ match, card, win }: { match: TMatch; card: TRaceCard; win: TMarket | undefined }) {
  const t = useTranslations('racing');
  const digits = useLocalDigits();
  const headingId = useId();
  const race = match.statistics?.race;
  if (!race || race.order.length === 0) return null;
  const finished = race.finished || match.status === MatchStatus.finished;
  const runner = (n: number) => card.runners.find((r) => r.number === n);
  const winnerOdds = win?.outcomes.find((o) => runnerOf(o.id) === race.order[0])?.odds;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={finished ? 'race-result' : 'race-running'}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={headingId} className="font-semibold text-base">
        {finished ? t('result') : t('runningOrder')}
      </h2>
      {!finished && (
        <progress
          className="h-2 w-full accent-[var(--accent)]"
          value={race.covered}
          max={1}
          aria-label={t('running')}
        />
      )}
      <ol className="grid gap-1.5">
        {race.order.map((n, i) => {
          const horse = runner(n);
          return (
            <li key={n} className="flex items-center gap-3 text-sm">
              <span className="w-12 font-semibold tabular-nums">{t('position', { position: i + 1 })}</span>
              {horse && <Silks colours={horse.silks} />}
              <span className="font-medium">{horse?.name ?? t('number', { number: digits(n) })}</span>
              <span className="text-muted text-xs">{t('number', { number: digits(n) })}</span>
            </li>
          );
        })}
      </ol>
      {finished && winnerOdds !== undefined && (
        <p className="text-muted text-sm">
          {t('winner', { name: runner(race.order[0] ?? 0)?.name ?? '' })} ·{' '}
          {t('startingPrice', { odds: digits((winnerOdds / 1000).toFixed(2)) })}
        </p>
      )}
    </section>
  );
}

/**
 * A race's page (SPEC §1 horse racing): its card — each runner's number, draw, silks, age, weight,
 * jockey, trainer and form — with a Win and a Place price per runner through the same slip as every
 * bet, the running order while it is on and the result once run. Prices and the running order are
 * kept live by the match channel.
 */
export function RaceView({ id }: { id: number }) {
  const locale = useLocale();
  const t = useTranslations('racing');
  const digits = useLocalDigits();
  const cardId = useId();
  const { data: match } = useMatch(locale, id);
  const { data: markets } = useMarkets(locale, id);
  const { data: card } = useQuery(racecardQueryOptions(id));
  useMatchChannel(id);
  if (!match || !card) return null;
  const win = markets?.find((m) => m.id === WIN_MARKET);
  const place = markets?.find((m) => m.id === PLACE_MARKET);
  const metres = new Intl.NumberFormat(locale).format(
    Math.round((card.distance_furlongs * METRES_PER_FURLONG) / 10) * 10,
  );
  const finishedAt = new Map(
    (match.statistics?.race?.finished ? match.statistics.race.order : []).map((n, i) => [n, i + 1]),
  );
  return (
    <div className="grid gap-4" data-testid="race">
      <header className="relative grid gap-2 rounded-lg border border-border bg-surface p-4">
        <FavouriteStar type="matches" id={match.id} name={match.name} className="absolute end-2 top-2" />
        <p className="pe-10 text-muted text-xs">
          {match.sport.name} · {match.category.name} · {match.tournament.name}
        </p>
        <h1 className="pe-10 font-bold text-xl">{match.name}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            {t('offAt')}{' '}
            <strong className="tabular-nums">
              <LocalTime iso={match.start_time} format="datetime" />
            </strong>
          </span>
          <span>{t('distance', { metres: digits(metres) })}</span>
          <span>{t('going', { going: t(`goings.${card.going}`) })}</span>
          <span>{t('raceClass', { class: digits(card.race_class) })}</span>
          <span>{t('runners', { count: card.runners.length })}</span>
        </p>
        <p className="text-muted text-sm">
          {t('eachWay', { fraction: digits(card.each_way.fraction), places: digits(card.each_way.places) })}
        </p>
        {match.status === MatchStatus.live && (
          <p className="font-semibold text-live text-sm" role="status">
            {t('running')}
          </p>
        )}
      </header>
      <RaceOrder match={match} card={card} win={win} />
      <section aria-labelledby={cardId} className="grid gap-3">
        <h2 id={cardId} className="font-semibold text-lg">
          {t('card')}
        </h2>
        {match.status !== MatchStatus.prematch && <p className="text-muted text-sm">{t('betsClosed')}</p>}
        <ol className="grid gap-2">
          {card.runners.map((r) => {
            const position = finishedAt.get(r.number);
            return (
              <li
                key={r.number}
                data-testid="runner"
                className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[auto_1fr_13rem]"
              >
                <span className="grid justify-items-center gap-1">
                  <Silks colours={r.silks} />
                  <span className="font-bold text-sm tabular-nums">{digits(r.number)}</span>
                </span>
                <div className="grid min-w-0 gap-0.5">
                  <h3 className="font-semibold">
                    {r.name}
                    {position !== undefined && (
                      <span className="ms-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs">
                        {t('position', { position })}
                      </span>
                    )}
                  </h3>
                  <p className="text-muted text-xs">
                    {t('number', { number: digits(r.number) })} · {t('draw', { draw: digits(r.draw) })} ·{' '}
                    {t('age', { age: digits(r.age) })} ·{' '}
                    {t('weight', {
                      stones: digits(Math.floor(r.weight_lbs / 14)),
                      pounds: digits(r.weight_lbs % 14),
                    })}
                  </p>
                  <p className="text-xs">
                    {t('jockey', { name: r.jockey })} · {t('trainer', { name: r.trainer })}
                  </p>
                  <p className="text-muted text-xs tabular-nums">
                    {r.form ? t('form', { form: digits(r.form) }) : t('noForm')}
                  </p>
                </div>
                <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
                  <Price match={match} market={win} runner={r.number} label={t('win')} />
                  <Price match={match} market={place} runner={r.number} label={t('place')} />
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
