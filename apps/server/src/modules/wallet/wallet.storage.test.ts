import { randomUUID } from 'node:crypto';
import { MAX_BALANCE, PlatformErrorKey, ZAccountsReply } from '@sportsbook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aPlayerRow } from '../../test/players';
import { WalletRepo } from './repo';
import { type BalanceChange, houseAccount, paymentsAccount, playerAccount, WalletService } from './service';

/** A player row the ledger can point at (the wallet does not care about anything else). */
const aPlayer = (db: Db) => aPlayerRow(db, { now: TEST_NOW });

const CURRENCIES = ['EUR', 'BTC'] as const;

type Op =
  | { type: 'deposit'; player: number; currency: number; amount: number }
  | { type: 'stake'; player: number; currency: number; amount: number }
  | { type: 'payout'; player: number; currency: number; amount: number };

const anOp: fc.Arbitrary<Op> = fc.record({
  type: fc.constantFrom('deposit' as const, 'stake' as const, 'payout' as const),
  player: fc.integer({ min: 0, max: 2 }),
  currency: fc.integer({ min: 0, max: 1 }),
  amount: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 10_000_000_000 })),
});

describe.each(testDatabases())('wallet ledger on $name', (database) => {
  let db: Db;
  let wallet: WalletService;
  const announced: BalanceChange[] = [];

  beforeAll(async () => {
    db = await database.create();
    wallet = new WalletService(new WalletRepo(db), () => TEST_NOW);
    wallet.onBalanceChanged((change) => {
      announced.push(change);
    });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('keeps the ledger summing to zero and no player account negative over any sequence of deposits, stakes and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anOp, { minLength: 1, maxLength: 25 }), async (ops) => {
        const players = [await aPlayer(db), await aPlayer(db), await aPlayer(db)];
        const model = new Map<string, number>();
        for (const op of ops) {
          const playerId = players[op.player] as string;
          const currency = CURRENCIES[op.currency] as string;
          const key = `${playerId}:${currency}`;
          const before = model.get(key) ?? 0;
          const movement = { playerId, currency, amount: op.amount, kind: op.type, reference: randomUUID() };
          if (op.type === 'deposit') {
            await wallet.credit(movement, paymentsAccount(currency));
            model.set(key, before + op.amount);
          } else if (op.type === 'payout') {
            await wallet.credit(movement);
            model.set(key, before + op.amount);
          } else if (op.amount > before) {
            await expect(wallet.debit(movement)).rejects.toMatchObject({
              key: 'error.wallet.insufficient_funds',
            });
          } else {
            await wallet.debit(movement);
            model.set(key, before - op.amount);
          }
        }
        const audit = await wallet.audit();
        expect(audit).toEqual({
          total: 0,
          unbalancedTransactions: [],
          driftedAccounts: [],
          negativePlayerAccounts: [],
        });
        for (const [index, playerId] of players.entries()) {
          const accounts = await wallet.accounts(playerId);
          for (const account of accounts)
            expect(account.balance, `player ${index} ${account.currency}`).toBe(
              model.get(`${playerId}:${account.currency}`) ?? 0,
            );
        }
      }),
      { numRuns: database.name === 'postgres' ? 15 : 30 },
    );
  });

  it('never overdraws an account under concurrent stakes', async () => {
    const playerId = await aPlayer(db);
    await wallet.credit({
      playerId,
      currency: 'EUR',
      amount: 1_000,
      kind: 'deposit',
      reference: randomUUID(),
    });
    const stakes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        wallet.debit({ playerId, currency: 'EUR', amount: 300, kind: 'stake', reference: randomUUID() }),
      ),
    );
    expect(stakes.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    expect(await wallet.accounts(playerId)).toEqual([{ currency: 'EUR', balance: 100 }]);
    expect((await wallet.audit()).negativePlayerAccounts).toEqual([]);
  });

  it('posts a movement with the same kind and reference only once', async () => {
    const playerId = await aPlayer(db);
    const movement = { playerId, currency: 'EUR', amount: 500, kind: 'payout', reference: `bet-${playerId}` };
    const first = await wallet.credit(movement);
    const second = await wallet.credit(movement);
    expect(first.transactionId).not.toBeNull();
    expect(second).toEqual({ transactionId: null, changes: [] });
    expect(await wallet.accounts(playerId)).toEqual([{ currency: 'EUR', balance: 500 }]);
  });

  it('refuses postings that do not sum to zero, mix currencies or move nothing', async () => {
    const playerId = await aPlayer(db);
    const reference = randomUUID();
    await expect(
      wallet.post({
        kind: 'adjustment',
        reference,
        postings: [
          { account: playerAccount(playerId, 'EUR'), amount: 100 },
          { account: houseAccount('EUR'), amount: -99 },
        ],
      }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      wallet.post({
        kind: 'adjustment',
        reference,
        postings: [
          { account: playerAccount(playerId, 'EUR'), amount: 100 },
          { account: houseAccount('USD'), amount: -100 },
        ],
      }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      wallet.credit({ playerId, currency: 'EUR', amount: 0, kind: 'payout', reference }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      wallet.credit({ playerId, currency: 'EUR', amount: 1.5, kind: 'payout', reference }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await wallet.accounts(playerId)).toEqual([]);
  });

  it('refuses a credit that would take a player balance above MAX_BALANCE, and moves nothing', async () => {
    const playerId = await aPlayer(db);
    const near = MAX_BALANCE - 5;
    await wallet.credit({ playerId, currency: 'EUR', amount: near, kind: 'seed', reference: randomUUID() });
    const over = wallet.credit({
      playerId,
      currency: 'EUR',
      amount: 10,
      kind: 'payout',
      reference: randomUUID(),
    });
    await expect(over).rejects.toMatchObject({ status: 400, key: PlatformErrorKey.balanceLimit });
    expect(await wallet.accounts(playerId)).toEqual([{ currency: 'EUR', balance: near }]);
    expect(ZAccountsReply.safeParse(await wallet.accounts(playerId)).success).toBe(true);
  });

  it('rejects a negative player balance in the database itself (CHECK constraint)', async () => {
    const playerId = await aPlayer(db);
    await wallet.openAccount(playerId, 'EUR');
    await expect(
      db.kysely.updateTable('accounts').set({ balance: -1 }).where('player_id', '=', playerId).execute(),
    ).rejects.toThrow();
  });

  it('announces the new balance of each changed player account after commit', async () => {
    const playerId = await aPlayer(db);
    announced.length = 0;
    await wallet.credit({
      playerId,
      currency: 'BTC',
      amount: 5_000_000,
      kind: 'payout',
      reference: randomUUID(),
    });
    expect(announced).toEqual([{ playerId, account: { currency: 'BTC', balance: 5_000_000 } }]);
    announced.length = 0;
    await expect(
      wallet.debit({ playerId, currency: 'BTC', amount: 5_000_001, kind: 'stake', reference: randomUUID() }),
    ).rejects.toBeInstanceOf(AppError);
    expect(announced).toEqual([]);
  });
});
