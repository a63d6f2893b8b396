import type { TBet, TBetCashoutChangedData } from '@sportsbook/contract';
import type { BetsFilter, BetsPage } from './api/bets';
import { isOpenBet } from './bet-view';

/** SPEC §4 'Live updates': a VIP bet that is rejected is removed from the player's lists. */
const isDroppedVip = (bet: TBet) => bet.is_vip && bet.status === 'rejected';

/** Whether a bet in this state can be in a list with this filter. */
function fits(bet: TBet, filter: BetsFilter): boolean {
  if (isDroppedVip(bet)) return false;
  if (filter.status === 'open' && !isOpenBet(bet)) return false;
  if (filter.status === 'settled' && isOpenBet(bet)) return false;
  if (filter.result !== 'all' && bet.result === 'no_results') return false;
  return true;
}

/**
 * Merges a `bet_changed` publication into one cached list page. A bet on the page is replaced, or
 * leaves it when it no longer fits the filter (settled out of the open list, a VIP bet rejected).
 * A new open bet goes on top of the first page of a list that takes every result. Anything else
 * the client cannot place (where does a newly settled bet sort?) makes the page 'stale': refetch.
 * An update that changes nothing keeps the same page object.
 */
export function mergeBetChanged(page: BetsPage, bet: TBet, filter: BetsFilter): BetsPage | 'stale' {
  const index = page.data.findIndex((b) => b.id === bet.id);
  const belongs = fits(bet, filter);
  if (index !== -1) {
    if (!belongs) {
      return {
        data: page.data.filter((b) => b.id !== bet.id),
        pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
      };
    }
    return page.data[index] === bet
      ? page
      : { ...page, data: page.data.map((b, i) => (i === index ? bet : b)) };
  }
  if (!belongs) return page;
  if (filter.page === 1 && filter.result === 'all' && filter.status !== 'settled' && isOpenBet(bet)) {
    return {
      data: [bet, ...page.data].slice(0, filter.limit),
      pagination: { ...page.pagination, total: page.pagination.total + 1 },
    };
  }
  return 'stale';
}

/** Writes a `bet_cashout_changed` value into the bet it names; a page without it stays the same object. */
export function mergeCashoutChanged(page: BetsPage, change: TBetCashoutChangedData): BetsPage {
  const index = page.data.findIndex((b) => b.id === change.bet_id);
  if (index === -1 || page.data[index]?.to_cashout === change.to_cashout) return page;
  return {
    ...page,
    data: page.data.map((b, i) => (i === index ? { ...b, to_cashout: change.to_cashout } : b)),
  };
}
