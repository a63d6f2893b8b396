'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { localDigits } from '@/shared/locale-format';
import { WidgetCard } from '@/shared/ui/widget-card';
import { useMoney } from '@/shared/use-money';
import { ratingQueryOptions } from './rating-query';

/**
 * SPEC §2 'leaderboard and card': a hunting tournament's prize pool and its leading players by
 * amount staked (no names: players are not shown to each other), and a signed-in player's own
 * place as a card. The server renders the visitor's board; the pool moves live
 * (`tournament_pool_changed`). Nothing shows for a tournament the API does not know.
 */
export function Leaderboard({ id, limit, title }: { id: string; limit: number; title?: string }) {
  const t = useTranslations('bonuses.leaderboard');
  const locale = useLocale();
  const formatMoney = useMoney();
  const { status } = useSession();
  // The visitor's board stays on screen while a signed-in player's own is read.
  const { data } = useQuery({
    ...ratingQueryOptions(id, limit, status === 'loggedIn'),
    placeholderData: (previous) => previous,
  });
  if (!data) return null;
  const money = (amount: number) => formatMoney(amount, data.currency);
  const own = data.data.find((row) => row.current_user);
  return (
    <WidgetCard
      title={title ?? t('title')}
      testId="leaderboard"
      aside={<p className="text-sm tabular-nums">{t('pool', { amount: money(data.pool) })}</p>}
    >
      {own && (
        <p data-testid="leaderboard-card" className="rounded-md bg-surface-2 p-2 font-semibold text-sm">
          {t('yourPlace', { place: localDigits(own.position, locale), amount: money(own.farmed_amount) })}
        </p>
      )}
      {data.data.length === 0 ? (
        <p className="text-muted text-sm">{t('empty')}</p>
      ) : (
        <table className="w-full text-sm tabular-nums">
          <thead className="text-muted text-xs">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                {t('place')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('staked')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('freebets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((row) => (
              <tr
                key={row.position}
                aria-current={row.current_user ? 'true' : undefined}
                className="border-border border-t aria-[current=true]:bg-surface-2 aria-[current=true]:font-semibold"
              >
                <td className="py-1.5">
                  {localDigits(row.position, locale)}
                  {row.current_user && <span> · {t('you')}</span>}
                </td>
                <td className="py-1.5 text-end">{money(row.farmed_amount)}</td>
                <td className="py-1.5 text-end">{localDigits(row.farmed_freebets_count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </WidgetCard>
  );
}
