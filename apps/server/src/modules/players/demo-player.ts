import { randomUUID } from 'node:crypto';
import type { PlayerRow } from '../../db/schema';
import type { WalletService } from '../wallet/service';
import { hashPassword } from './passwords';
import { newPlayerRow, type PlayersRepo } from './repo';

export const DEMO_PLAYER = {
  email: 'demo@example.com',
  password: 'demo1234',
  /** Minor units, funded from the house account through the ledger. */
  balances: { EUR: 100_000, USD: 50_000, BTC: 5_000_000 } as Record<string, number>,
} as const;

/** Demo mode: the confirmed demo player with funded accounts; safe to run at every start. */
export async function seedDemoPlayer(
  repo: PlayersRepo,
  wallet: WalletService,
  language: string,
  now: number,
): Promise<PlayerRow> {
  let player = await repo.findByEmail(DEMO_PLAYER.email);
  if (!player) {
    try {
      await repo.insertPlayer(
        newPlayerRow(
          {
            id: randomUUID(),
            email: DEMO_PLAYER.email,
            password_hash: await hashPassword(DEMO_PLAYER.password),
            first_name: 'Demo',
            last_name: 'Player',
            nickname: 'demo',
            language,
            currency: 'EUR',
            country: 'DE',
            confirmed_at: now,
          },
          now,
        ),
      );
    } catch (error) {
      if (!(await repo.findByEmail(DEMO_PLAYER.email))) throw error;
    }
    player = (await repo.findByEmail(DEMO_PLAYER.email)) as PlayerRow;
  }
  for (const [currency, amount] of Object.entries(DEMO_PLAYER.balances)) {
    // (kind, reference) is posted at most once, so a restart never funds twice.
    await wallet.credit({
      playerId: player.id,
      currency,
      amount,
      kind: 'seed',
      reference: `demo-player:${currency}`,
    });
  }
  return player;
}
