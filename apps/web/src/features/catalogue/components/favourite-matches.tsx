'use client';

import { MatchStatus } from '@sportsbook/contract/light';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { FavoritesState } from '@/features/favorites';
import { favouriteIdsQueryOptions } from '@/features/favorites/queries';
import { MatchList } from './match-list';

/**
 * The favourites page (SPEC §1 '/favorites'): the signed-in player's favourite matches, live and
 * upcoming, as catalogue lists with live prices. A visitor, or a player without favourites, gets
 * what FavoritesState says.
 */
export function FavouriteMatches() {
  const t = useTranslations('favorites');
  const enabled = useSession().status === 'loggedIn';
  const { data: ids, isError } = useQuery({ ...favouriteIdsQueryOptions('matches'), enabled });
  if (enabled && !ids && !isError)
    return <section aria-busy="true" className="min-h-40 rounded-lg border border-border" />;
  if (!enabled || !ids || ids.length === 0) return <FavoritesState />;
  return (
    <div className="grid gap-4">
      <MatchList favourites title={t('live')} params={{ match_status: [MatchStatus.live] }} />
      <MatchList favourites title={t('upcoming')} params={{ match_status: [MatchStatus.prematch] }} />
    </div>
  );
}
