// Helper of bench/bets.mjs, run with `npx tsx bench/seed-players.ts <command>` against DATABASE_URL
// (a database the server has already migrated). It uses the server's own modules, so the rows are
// exactly those of a signed-in player (as apps/server/src/test/players.ts makes them) and the money
// goes through the ledger: each balance is one balanced transaction from the 'payments' system
// account, like a deposit.
//   seed <count> <balance-minor>  → prints {"tokens": [...]}: session tokens of new EUR players
//   audit                         → prints the ledger audit and what the bets tables hold
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDb } from '../apps/server/src/db/index';
import { newPlayerRow } from '../apps/server/src/modules/players/repo';
import { hashSecret } from '../apps/server/src/modules/players/service';
import { WalletRepo } from '../apps/server/src/modules/wallet/repo';
import { paymentsAccount, WalletService } from '../apps/server/src/modules/wallet/service';

const db = openDb(process.env.DATABASE_URL);
const wallet = new WalletService(new WalletRepo(db));
const [command, ...args] = process.argv.slice(2);

try {
  if (command === 'seed') {
    const count = Number(args[0] ?? 200);
    const balance = Number(args[1] ?? 100_000_000);
    const now = Date.now();
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const token = randomBytes(32).toString('base64url');
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('players')
          .values(
            newPlayerRow(
              {
                id,
                email: `bench.${i}.${id.slice(0, 8)}@example.test`,
                password_hash: 'not-used',
                language: 'en',
                currency: 'EUR',
                country: 'DE',
                confirmed_at: now,
              },
              now,
            ),
          )
          .execute();
        await trx
          .insertInto('sessions')
          .values({
            id: hashSecret(token),
            player_id: id,
            created_at: now,
            expires_at: now + 86_400_000,
            revoked_at: null,
            user_agent: 'bench/bets.mjs',
          })
          .execute();
      });
      await wallet.openAccount(id, 'EUR');
      await wallet.credit(
        { playerId: id, currency: 'EUR', amount: balance, kind: 'seed', reference: `bench:${id}` },
        paymentsAccount('EUR'),
      );
      tokens.push(token);
    }
    process.stdout.write(`${JSON.stringify({ tokens })}\n`);
  } else if (command === 'audit') {
    const audit = await wallet.audit();
    const bets = await db.kysely
      .selectFrom('bets')
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number | null>`cast(sum(stake) as bigint)`.as('stakes'),
        sql<number>`count(distinct player_id)`.as('players'),
      ])
      .executeTakeFirstOrThrow();
    const selections = await db.kysely
      .selectFrom('bet_selections')
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const stakeTransactions = await db.kysely
      .selectFrom('ledger_transactions')
      .select(sql<number>`count(*)`.as('count'))
      .where('kind', '=', 'stake')
      .executeTakeFirstOrThrow();
    // The house of a currency is the sum of its shards (house:EUR and house:EUR:<n>).
    const house = await db.kysely
      .selectFrom('accounts')
      .select(sql<number | null>`sum(balance)`.as('balance'))
      .where('kind', '=', 'house')
      .where('currency', '=', 'EUR')
      .executeTakeFirst();
    process.stdout.write(
      `${JSON.stringify({
        audit,
        bets: Number(bets.count),
        stakes: Number(bets.stakes ?? 0),
        betPlayers: Number(bets.players),
        selections: Number(selections.count),
        stakeTransactions: Number(stakeTransactions.count),
        houseBalance: Number(house?.balance ?? 0),
      })}\n`,
    );
  } else {
    throw new Error(`usage: seed-players.ts seed <count> <balance> | audit (got ${command})`);
  }
} finally {
  await db.close();
}
