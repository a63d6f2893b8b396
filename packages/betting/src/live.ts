import type { Id } from './model';

/** SPEC §4 'Live updates' for the player's placed bets and accounts. */

export interface LiveBet {
  readonly id: Id;
  readonly status: string;
  readonly is_vip?: boolean;
}

/**
 * bet_changed: a VIP bet that is rejected is removed (it was waiting for a trader and was refused);
 * any other bet is merged into the one with its id, or added first when new.
 */
export function applyBetChanged<T extends LiveBet>(bets: readonly T[], update: T): T[] {
  const index = bets.findIndex((b) => String(b.id) === String(update.id));
  if (update.is_vip === true && update.status === 'rejected') {
    return index === -1 ? [...bets] : bets.filter((_, i) => i !== index);
  }
  if (index === -1) return [update, ...bets];
  return bets.map((b, i) => (i === index ? { ...b, ...update } : b));
}

/** bet_cashout_changed: the cashout value updates on its bet only. */
export function applyCashoutChanged<T extends { readonly id: Id; readonly to_cashout?: number | null }>(
  bets: readonly T[],
  update: { readonly bet_id: Id; readonly to_cashout: number | null },
): T[] {
  return bets.map((b) =>
    String(b.id) === String(update.bet_id) && b.to_cashout !== update.to_cashout
      ? { ...b, to_cashout: update.to_cashout }
      : b,
  );
}

export interface AccountBalance {
  readonly currency: string;
  readonly balance: number;
}

/** balance_changed: the account of that currency takes the new balance; the others stay. */
export function applyBalanceChanged<T extends AccountBalance>(
  accounts: readonly T[],
  update: AccountBalance,
): T[] {
  return accounts.map((a) =>
    a.currency === update.currency && a.balance !== update.balance ? { ...a, balance: update.balance } : a,
  );
}
