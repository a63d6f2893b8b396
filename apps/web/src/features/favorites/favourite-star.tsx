'use client';

import type { TFavouriteType } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useModalStore } from '@/features/modals';
import { StarIcon } from '@/shared/ui/icons';
import { favouriteIdsQueryOptions } from './api/favourites';
import { useFavoritesEnabled } from './favorites-session';
import { toggleFavourite } from './toggle';

/**
 * The star of a match, tournament or sport: a toggle button (aria-pressed) named after what it marks.
 * Every star of a type reads the same cached ids, so a page of rows asks the server once; a visitor's
 * star opens the sign-in modal.
 */
export function FavouriteStar({
  type,
  id,
  name,
  className = '',
}: {
  type: TFavouriteType;
  id: number;
  /** What the star marks, for its accessible name. */
  name: string;
  className?: string;
}) {
  const t = useTranslations('favorites');
  const queryClient = useQueryClient();
  const enabled = useFavoritesEnabled((state) => state.enabled);
  const { data: marked = false } = useQuery({
    ...favouriteIdsQueryOptions(type),
    enabled,
    select: (ids) => ids.includes(id),
  });
  const onClick = () => {
    if (!enabled) useModalStore.getState().open({ name: 'signIn', params: {} });
    else void toggleFavourite(queryClient, type, id, !marked);
  };
  return (
    <button
      type="button"
      aria-pressed={marked}
      aria-label={t('star', { name })}
      onClick={onClick}
      data-testid="favourite-star"
      className={`grid size-10 shrink-0 place-items-center rounded-md hover:bg-surface-2 ${marked ? 'text-accent' : 'text-muted'} ${className}`}
    >
      <StarIcon filled={marked} className="size-5" />
    </button>
  );
}
