import { BetsErrorKey, type TBet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { KeyTaken, PlacementIdempotency, type StoredClaim } from './idempotency';

/** The component over an in-memory claim table; `finds` counts the lookups it made. */
function anIdempotency() {
  const claims = new Map<string, StoredClaim>();
  let finds = 0;
  const idempotency = new PlacementIdempotency({
    find: async (playerId, key) => {
      finds += 1;
      return claims.get(`${playerId}\n${key}`);
    },
    present: async (ids) => ids.map((id) => ({ id }) as TBet),
  });
  return { idempotency, claims, finds: () => finds };
}

/** A promise and the function that resolves it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('PlacementIdempotency', () => {
  it('without a key runs the attempt alone: no claim, no lookup, no waiting', async () => {
    const { idempotency, finds } = anIdempotency();
    const outcome = await idempotency.run('p1', undefined, { bets: [] }, async (attempt) => ({
      waited: attempt.waited,
      claim: attempt.claim(['b1'], 5),
    }));
    expect(outcome).toEqual({ placed: { waited: false, claim: undefined } });
    await expect(
      idempotency.run('p1', undefined, {}, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(finds()).toBe(0);
  });

  it('a first attempt under a key claims it with the request’s hash and costs no lookup', async () => {
    const { idempotency, finds } = anIdempotency();
    const outcome = await idempotency.run('p1', 'k1', { bets: [1] }, async (attempt) =>
      attempt.claim(['b1', 'b2'], 7),
    );
    expect(outcome).toEqual({
      placed: {
        playerId: 'p1',
        key: 'k1',
        requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        betIds: ['b1', 'b2'],
        now: 7,
      },
    });
    expect(finds()).toBe(0);
  });

  it('a failed attempt whose key is claimed answers the first attempt’s bets', async () => {
    const { idempotency, claims } = anIdempotency();
    const request = { bets: [1] };
    const first = await idempotency.run('p1', 'k1', request, async (attempt) => attempt.claim(['b1'], 1));
    if (!('placed' in first) || !first.placed) throw new Error('the first attempt was not placed');
    claims.set('p1\nk1', { requestHash: first.placed.requestHash, betIds: ['b1'] });
    for (const failure of [new KeyTaken(), new Error('refused by the catalogue now')]) {
      const again = await idempotency.run('p1', 'k1', request, async () => {
        throw failure;
      });
      expect(again).toEqual({ replayed: [{ id: 'b1' }] });
    }
  });

  it('a key claimed for another request is a conflict; an unclaimed key lets the failure through', async () => {
    const { idempotency, claims } = anIdempotency();
    claims.set('p1\nk1', { requestHash: 'another', betIds: ['b1'] });
    const conflict = await idempotency
      .run('p1', 'k1', { bets: [2] }, async () => {
        throw new KeyTaken();
      })
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(AppError);
    expect(conflict).toMatchObject({ status: 409, code: 409, key: BetsErrorKey.idempotencyMismatch });
    await expect(
      idempotency.run('p2', 'k1', {}, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });

  it('attempts under one key run one after the other; other keys and players do not wait', async () => {
    const { idempotency } = anIdempotency();
    const held = gate();
    const order: string[] = [];
    const first = idempotency.run('p1', 'k1', {}, async (attempt) => {
      order.push(`first waited=${attempt.waited}`);
      await held.opened;
      order.push('first done');
    });
    const second = idempotency.run('p1', 'k1', {}, async (attempt) => {
      order.push(`second waited=${attempt.waited}`);
    });
    // Another key and another player's same key run while the first attempt is held.
    await idempotency.run('p1', 'k2', {}, async (attempt) => {
      order.push(`other key waited=${attempt.waited}`);
    });
    await idempotency.run('p2', 'k1', {}, async (attempt) => {
      order.push(`other player waited=${attempt.waited}`);
    });
    held.open();
    await Promise.all([first, second]);
    expect(order).toEqual([
      'first waited=false',
      'other key waited=false',
      'other player waited=false',
      'first done',
      'second waited=true',
    ]);
  });

  it('a failed attempt does not stop the next under its key', async () => {
    const { idempotency } = anIdempotency();
    const failed = idempotency.run('p1', 'k1', {}, async () => {
      throw new Error('store failed');
    });
    const next = idempotency.run('p1', 'k1', {}, async (attempt) => attempt.waited);
    await expect(failed).rejects.toThrow('store failed');
    await expect(next).resolves.toEqual({ placed: true });
  });
});
