import { randomBytes, randomUUID } from 'node:crypto';
import type { Services } from '../app';
import type { Db } from '../db/index';
import { newPlayerRow } from '../modules/players/repo';
import { hashSecret } from '../modules/players/service';

let counter = 0;

/** A confirmed player's row and nothing else (no session, no account): its id. */
export async function aPlayerRow(
  db: Db,
  options: {
    id?: string;
    currency?: string;
    pve?: boolean;
    now?: number;
    country?: string;
    verified?: boolean;
  } = {},
): Promise<string> {
  const now = options.now ?? Date.now();
  const id = options.id ?? randomUUID();
  await db.kysely
    .insertInto('players')
    .values(
      newPlayerRow(
        {
          id,
          email: `player.${++counter}.${id.slice(0, 8)}@example.test`,
          password_hash: 'not-used',
          language: 'en',
          currency: options.currency ?? 'EUR',
          country: options.country ?? 'DE',
          verified_at: options.verified ? now : null,
          confirmed_at: now,
          pve: options.pve ? 1 : 0,
        },
        now,
      ),
    )
    .execute();
  return id;
}

/**
 * A confirmed player with a live session and, when asked, money in one currency: what an API test
 * needs to act as a signed-in player without going through sign-up and sign-in.
 */
export async function aSignedInPlayer(
  db: Db,
  services: Pick<Services, 'accounts'>,
  options: {
    currency?: string;
    balance?: number;
    pve?: boolean;
    now?: number;
    country?: string;
    verified?: boolean;
  } = {},
): Promise<{ id: string; token: string; cookie: string }> {
  const now = options.now ?? Date.now();
  const currency = options.currency ?? 'EUR';
  const { country, verified } = options;
  const id = await aPlayerRow(db, { currency, now, country, verified, ...(options.pve && { pve: true }) });
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sessions')
    .values({
      id: hashSecret(token),
      player_id: id,
      created_at: now,
      expires_at: now + 86_400_000,
      revoked_at: null,
      user_agent: null,
    })
    .execute();
  await services.accounts.wallet.openAccount(id, currency);
  if (options.balance)
    await services.accounts.wallet.credit({
      playerId: id,
      currency,
      amount: options.balance,
      kind: 'seed',
      reference: `test:${id}`,
    });
  return { id, token, cookie: `sb_session=${token}` };
}
