import { COMBOBOOST_KEYS } from '@sportsbook/betting';
import { ErrorCode, PlatformErrorKey } from '@sportsbook/contract';
import type { Kysely } from 'kysely';
import { prepared, preparedByCount } from '../../db/prepared';
import type { BetIdempotencyTable, BetRow, BetSelectionRow, Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { BalanceChange, PreparedPosting } from './ledger';

/** A bet as placement stores it (no win yet). */
export type NewBet = Omit<BetRow, 'win_amount' | 'settled_at' | 'quick'> & { quick: number };

/** An Idempotency-Key taken for the bets of one request, in the transaction that stores them. */
export interface Claim {
  playerId: string;
  key: string;
  requestHash: string;
  betIds: string[];
  now: number;
}

/** One request's bets, each with its stake's posting prepared (accounts found) by the wallet. */
export interface BetPlacement {
  claim?: Claim;
  /** The player has limits in force or is excluded: the store checks them in its transaction. */
  limited?: boolean;
  /**
   * `bonusId`: the freebet the bet uses, one of whose uses the store takes with the stake (its
   * bonus account paying the stake guards the use). `countedId`: a bonus whose uses nothing else
   * guards (a comboboost): the store takes one only while one is left, else refuses it all.
   */
  bets: {
    stake: PreparedPosting;
    row: NewBet;
    selections: BetSelectionRow[];
    bonusId?: string;
    countedId?: string;
  }[];
}

/** The balances after the stakes; `replay` when another request holds the key: nothing stored. */
export type StoredBets = { changes: BalanceChange[] } | { replay: true };

/** Stores placements (WalletService.storeBets): one implementation per dialect (bet-store.ts). */
export interface BetStore {
  store(placement: BetPlacement): Promise<StoredBets>;
}

export const BET_COLUMNS = [
  'id',
  'ref',
  'player_id',
  'type',
  'status',
  'result',
  'currency',
  'stake',
  'odds',
  'potential_win',
  'system_id',
  'custom_odds',
  'bonus',
  'quick',
  'device_id',
  'created_at',
] as const satisfies readonly (keyof NewBet)[];

export const SELECTION_COLUMNS = [
  'bet_id',
  'position',
  'match_id',
  'market_id',
  'specifier',
  'outcome_id',
  'odds',
  'status',
  'provider',
  'market_name',
  'outcome_name',
  'match',
] as const satisfies readonly (keyof BetSelectionRow)[];

/** The refusal of a stake the player's balance does not cover, the same on every dialect. */
export const insufficientFunds = () =>
  new AppError(400, ErrorCode.invalidRequest, PlatformErrorKey.insufficientFunds, [
    { path: 'amount', message: PlatformErrorKey.insufficientFunds },
  ]);

/** The refusal of a counted bonus use none is left of (other bets took them meanwhile). */
export const bonusUsedUp = () =>
  new AppError(400, ErrorCode.invalidRequest, COMBOBOOST_KEYS.used, [
    { path: 'bonus', message: COMBOBOOST_KEYS.used },
  ]);

/** The counted bonus uses a placement takes, per bonus. */
export function countedUses(placement: BetPlacement): Map<string, number> {
  const uses = new Map<string, number>();
  for (const { countedId } of placement.bets)
    if (countedId) uses.set(countedId, (uses.get(countedId) ?? 0) + 1);
  return uses;
}

export const claimRow = (claim: Claim): BetIdempotencyTable => ({
  player_id: claim.playerId,
  key: claim.key,
  request_hash: claim.requestHash,
  bet_ids: JSON.stringify(claim.betIds),
  created_at: claim.now,
});

/** The statements that write a placement's own rows, compiled once (see db/prepared.ts). */
export function betRowQueries(kysely: Kysely<Database>) {
  return {
    claim: prepared<BetIdempotencyTable, never>(kysely, (db, p) =>
      db
        .insertInto('bet_idempotency')
        .values({
          player_id: p('player_id'),
          key: p('key'),
          request_hash: p('request_hash'),
          bet_ids: p('bet_ids'),
          created_at: p('created_at'),
        })
        .onConflict((oc) => oc.columns(['player_id', 'key']).doNothing()),
    ),
    insertBet: prepared<{ rows: NewBet[] }, never>(kysely, (db, p) =>
      db.insertInto('bets').values(p.rows('rows', 1, BET_COLUMNS)),
    ),
    insertSelections: preparedByCount<{ rows: BetSelectionRow[] }, never>(kysely, (db, p, count) =>
      db.insertInto('bet_selections').values(p.rows('rows', count, SELECTION_COLUMNS)),
    ),
    /** A freebet's use: its bonus account paid, so a use is left (its CHECK is the last word). */
    useBonus: prepared<{ id: string }, never>(kysely, (db, p) =>
      db
        .updateTable('player_bonuses')
        .set((eb) => ({ uses_left: eb('uses_left', '-', 1), times_used: eb('times_used', '+', 1) }))
        .where('id', '=', p('id')),
    ),
    /** A counted bonus's use, only while one is left: no change means none was. */
    useCounted: prepared<{ id: string }, never>(kysely, (db, p) =>
      db
        .updateTable('player_bonuses')
        .set((eb) => ({ uses_left: eb('uses_left', '-', 1), times_used: eb('times_used', '+', 1) }))
        .where('id', '=', p('id'))
        .where('uses_left', '>', 0),
    ),
  };
}
