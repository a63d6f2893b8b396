'use client';

import type { TFavouriteType } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useModalStore } from '@/features/modals';
import { StarIcon } from '@/shared/ui/icons';
import { favouriteIdsQueryOptions } from './api/favourites';
import { useFavoritesEnabled } from './favorites-session';
import { toggleFavourite } from './toggle';

interface StarProps {
  type: TFavouriteType;
  id: number;
  /** What the star marks, for its accessible name. */
  name: string;
  className?: string;
}

/**
 * The star of a match, tournament or sport, named after what it marks. A player's is a toggle button
 * (aria-pressed) reading the cached ids of its type, one query for every star of the page; a
 * visitor's is no toggle: it opens the sign-in modal and reads nothing (rows stay cheap to hydrate).
 */
export function FavouriteStar(props: StarProps) {
  const enabled = useFavoritesEnabled((state) => state.enabled);
  if (!enabled)
    return (
      <StarButton
        {...props}
        marked={undefined}
        onClick={() => useModalStore.getState().open({ name: 'signIn', params: {} })}
      />
    );
  return <PlayerStar {...props} />;
}

function PlayerStar(props: StarProps) {
  const queryClient = useQueryClient();
  const { type, id } = props;
  const { data: marked = false } = useQuery({
    ...favouriteIdsQueryOptions(type),
    select: (ids) => ids.includes(id),
  });
  return (
    <StarButton
      {...props}
      marked={marked}
      onClick={() => void toggleFavourite(queryClient, type, id, !marked)}
    />
  );
}

function StarButton({
  name,
  marked,
  onClick,
  className = '',
}: StarProps & { marked: boolean | undefined; onClick: () => void }) {
  const t = useTranslations('favorites');
  return (
    <button
      type="button"
      aria-pressed={marked}
      aria-label={t('star', { name })}
      onClick={onClick}
      data-testid="favourite-star"
      className={`grid size-10 shrink-0 place-items-center rounded-md hover:bg-surface-2 ${marked ? 'text-accent' : 'text-muted'} ${className}`}
    >
      <StarIcon filled={marked === true} className="size-5" />
    </button>
  );
}
