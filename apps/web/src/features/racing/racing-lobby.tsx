import type { TMatch } from '@sportsbook/contract';
import { FINISHED_STATUSES, MatchStatus } from '@sportsbook/contract/light';
import { getTranslations } from 'next-intl/server';
import { fetchMatches, type ListMatch } from '@/features/catalogue/queries';
import { StartTimesByTournament } from '@/features/catalogue/server';
import { hrefFor } from '@/shared/config/runtime';
import { IntentLink } from '@/shared/ui/intent-link';
import { LocalTime } from '@/shared/ui/local-time';
import { runnerOf } from './api';

const RACING = 'horse_racing';
/** Races listed per meeting: the rest of the day and a little more. */
const PER_MEETING = 8;

type Race = ListMatch;

/** The winner's name of a run race, from its finishing order and its Win market's runner names. */
function winnerOf(race: Race): string | null {
  const first = race.statistics?.race?.finished ? race.statistics.race.order[0] : undefined;
  if (first === undefined) return null;
  return race.main_market?.outcomes.find((o) => runnerOf(o.id) === first)?.name ?? null;
}

/**
 * SPEC §1 horse racing's lobby: the races next off, those running, each course's meeting with its
 * coming races, and the latest results. Every race links to its card.
 */
export async function RacingLobby({ locale }: { locale: string }) {
  const t = await getTranslations('racing');
  const localeHref = hrefFor(locale);
  const href = (race: Pick<TMatch, 'slug'>) => localeHref(`/horse-racing/${race.slug}`);
  const [upcoming, running, results] = await Promise.all([
    fetchMatches(locale, { sport_type: RACING, match_status: [MatchStatus.prematch], limit: 100 }),
    fetchMatches(locale, { sport_type: RACING, match_status: [MatchStatus.live], limit: 20 }),
    fetchMatches(locale, {
      sport_type: RACING,
      match_status: [...FINISHED_STATUSES],
      sort_by: '-start_time',
      limit: 6,
    }),
  ]);
  const raceLink = (race: Race, detail?: string | null) => (
    <IntentLink
      href={href(race)}
      className="grid gap-0.5 rounded-lg border border-border bg-surface p-3 hover:border-accent"
    >
      <span className="font-semibold text-sm tabular-nums">
        <LocalTime iso={race.start_time} /> · {race.tournament.name}
      </span>
      <span className="text-sm">{race.name}</span>
      {detail && <span className="text-muted text-xs">{detail}</span>}
    </IntentLink>
  );
  const runnersOf = (race: Race) =>
    race.main_market ? t('runners', { count: race.main_market.outcomes.length }) : null;
  return (
    <div className="grid gap-6">
      {running.data.length > 0 && (
        <section className="grid gap-2" aria-labelledby="racing-now">
          <h2 id="racing-now" className="font-semibold text-lg">
            {t('racingNow')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {running.data.map((race) => (
              <li key={race.id}>{raceLink(race, t('running'))}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="grid gap-2" aria-labelledby="racing-next">
        <h2 id="racing-next" className="font-semibold text-lg">
          {t('nextOff')}
        </h2>
        {upcoming.data.length === 0 ? (
          <p className="text-muted text-sm">{t('noRaces')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="next-off">
            {upcoming.data.slice(0, 6).map((race) => (
              <li key={race.id}>{raceLink(race, runnersOf(race))}</li>
            ))}
          </ul>
        )}
      </section>
      {upcoming.data.length > 0 && (
        <section className="grid gap-3" aria-labelledby="racing-meetings">
          <h2 id="racing-meetings" className="font-semibold text-lg">
            {t('meetings')}
          </h2>
          <StartTimesByTournament events={upcoming.data} perTournament={PER_MEETING} href={href} />
        </section>
      )}
      {results.data.length > 0 && (
        <section className="grid gap-2" aria-labelledby="racing-results">
          <h2 id="racing-results" className="font-semibold text-lg">
            {t('results')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {results.data.map((race) => {
              const winner = winnerOf(race);
              return <li key={race.id}>{raceLink(race, winner ? t('winner', { name: winner }) : null)}</li>;
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
