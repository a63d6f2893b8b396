import { FINISHED_STATUSES, MatchStatus } from '@sportsbook/contract/light';
import { getTranslations } from 'next-intl/server';
import { fetchMatches, type ListMatch } from '@/features/catalogue/queries';
import { StartTimesByTournament } from '@/features/catalogue/server';
import { hrefFor } from '@/shared/config/runtime';
import { localDigits } from '@/shared/locale-format';
import { IntentLink } from '@/shared/ui/intent-link';
import { LocalTime } from '@/shared/ui/local-time';

const LOTTERY = 'lottery';
/** Draws listed per lottery. */
const PER_LOTTERY = 6;

/**
 * SPEC §1 lotteries' lobby: each lottery's next draws and the latest results with their balls.
 * Every draw links to its page, where its numbers are picked.
 */
export async function LotteriesLobby({ locale }: { locale: string }) {
  const t = await getTranslations('lotteries');
  const localeHref = hrefFor(locale);
  const href = (draw: ListMatch) => localeHref(`/lotteries/${draw.slug}`);
  const [upcoming, results] = await Promise.all([
    fetchMatches(locale, {
      sport_type: LOTTERY,
      match_status: [MatchStatus.prematch, MatchStatus.live],
      limit: 60,
    }),
    fetchMatches(locale, {
      sport_type: LOTTERY,
      match_status: [...FINISHED_STATUSES],
      sort_by: '-start_time',
      limit: 6,
    }),
  ]);
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="lotteries-next">
        <h2 id="lotteries-next" className="font-semibold text-lg">
          {t('nextDraws')}
        </h2>
        {upcoming.data.length === 0 ? (
          <p className="text-muted text-sm">{t('noDraws')}</p>
        ) : (
          <StartTimesByTournament
            events={upcoming.data}
            perTournament={PER_LOTTERY}
            href={href}
            groupTestId="lottery"
          />
        )}
      </section>
      {results.data.length > 0 && (
        <section className="grid gap-2" aria-labelledby="lotteries-results">
          <h2 id="lotteries-results" className="font-semibold text-lg">
            {t('latestResults')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {results.data.map((draw) => (
              <li key={draw.id}>
                <IntentLink
                  href={href(draw)}
                  className="grid gap-1 rounded-lg border border-border bg-surface p-3 hover:border-accent"
                >
                  <span className="font-semibold text-sm tabular-nums">
                    <LocalTime iso={draw.start_time} /> · {draw.name}
                  </span>
                  <span className="text-sm tabular-nums">
                    {(draw.statistics?.draw?.drawn ?? []).map((n) => localDigits(n, locale)).join(' · ')}
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
