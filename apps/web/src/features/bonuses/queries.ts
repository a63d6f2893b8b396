import type {
  TBonusIssuedData,
  TLootbox,
  TPlayerBonus,
  TTournamentPoolChangedData,
  TTournamentRatingReply,
} from '@sportsbook/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { showAlert } from '@/shared/notices';
import { useBonusToasts } from './toast-store';

/** Query keys of the bonuses feature (DESIGN 'Front end': one key factory per feature). */
export const bonusesKeys = {
  all: ['bonuses'] as const,
  freebets: (locale: string) => [...bonusesKeys.all, 'freebets', locale] as const,
  comboboosts: (locale: string) => [...bonusesKeys.all, 'comboboosts', locale] as const,
  progress: (locale: string) => [...bonusesKeys.all, 'progress', locale] as const,
  /** A tournament's rating, whatever its limit and whoever asks. */
  rating: (id: string) => [...bonusesKeys.all, 'rating', id] as const,
};

/**
 * SPEC §7 `bonus_issued` on the player's channel: the bonus lists are refetched (the slip offers a
 * new freebet at once), the player is told with an alert naming it, and its toast card waits
 * (bonus-toasts.tsx) until opened or closed.
 */
export function applyBonusIssued(queryClient: QueryClient, data: TBonusIssuedData): void {
  void queryClient.invalidateQueries({ queryKey: bonusesKeys.all });
  useBonusToasts.getState().push(data);
  showAlert(
    'info',
    { key: 'bonuses.issued.title' },
    { key: 'bonuses.issued.description', values: { name: data.name } },
  );
}

/** The most campaigns of one kind the panel lists (a player rarely takes part in more than a few). */
const CAMPAIGNS_PER_KIND = 50;

/** SPEC §7's lists of the campaigns a player takes part in by betting. */
const BETTING_LISTS = [
  'GET /api/sportsbook/bonuses/freebets/amb',
  'GET /api/sportsbook/bonuses/huntings',
  'GET /api/sportsbook/bonuses/tournaments',
  'GET /api/sportsbook/bonuses/lootboxes',
] as const;

/**
 * The campaigns of betting open to the signed-in player (available or active), each with their
 * progress: amb and hunting bars, a tournament's farmed amount and pool, earned lootboxes.
 */
export const campaignProgressQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: bonusesKeys.progress(locale),
    queryFn: async ({ signal }): Promise<TPlayerBonus[]> => {
      const replies = await Promise.all(
        BETTING_LISTS.map((route) =>
          api(route, { query: { status: 'available,active', limit: CAMPAIGNS_PER_KIND }, locale, signal }),
        ),
      );
      return replies.flatMap((reply) => reply.data).filter((item) => item.progress !== undefined);
    },
    staleTime: 0,
  });

/** Opens a lootbox (the server draws its reward); answers the box with its reward. */
export async function openLootbox(locale: string, id: string): Promise<TLootbox> {
  const reply = await api('POST /api/sportsbook/bonuses/lootboxes/:id/open', { params: { id }, locale });
  return reply.data;
}

/** SPEC §7 `tournament_pool_changed` on a tournament's rating: its pool moves, its rows are kept. */
export function applyRatingPool(
  rating: TTournamentRatingReply,
  data: TTournamentPoolChangedData,
): TTournamentRatingReply {
  return rating.pool === data.pool ? rating : { ...rating, pool: data.pool };
}

/** SPEC §7 `tournament_pool_changed`: the tournament's pool in the progress list moves; the rest is kept. */
export function applyTournamentPool(items: TPlayerBonus[], data: TTournamentPoolChangedData): TPlayerBonus[] {
  const at = items.findIndex(
    (item) => item.id === data.id && item.progress && item.progress.pool !== data.pool,
  );
  if (at === -1) return items;
  return items.map((item) =>
    item.id === data.id && item.progress
      ? { ...item, progress: { ...item.progress, pool: data.pool } }
      : item,
  );
}
