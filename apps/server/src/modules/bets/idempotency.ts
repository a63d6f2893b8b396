import { createHash } from 'node:crypto';
import { BetsErrorKey, ErrorCode, type TBet } from '@sportsbook/contract';
import { AppError } from '../../errors';
import type { Claim } from '../wallet/bet-rows';

/** A key's stored claim: the request it was taken for and the bets that request placed. */
export interface StoredClaim {
  requestHash: string;
  betIds: string[];
}

/** An attempt found its key claimed by another request: that request's bets are the answer. */
export class KeyTaken extends Error {}

export interface IdempotencyOptions {
  /** The claim stored under a player's key, if any. */
  find(playerId: string, key: string): Promise<StoredClaim | undefined>;
  /** Bets as the reply shows them, in the order of the ids. */
  present(betIds: string[]): Promise<TBet[]>;
}

/** What a placement attempt is given: whether it waited for another under its key, and its claim. */
export interface Attempt {
  waited: boolean;
  /** The claim to take with the bets, in their transaction; undefined without a key. */
  claim(betIds: string[], now: number): Claim | undefined;
}

/**
 * Idempotency-Key handling of placement, in one place: attempts under one player's key run one at a
 * time in this process (in-flight coalescing), the key is claimed in the transaction that stores the
 * bets, and a failed attempt whose key turns out claimed answers the first attempt's bets (replay)
 * — or a conflict when the key came with another request.
 */
export class PlacementIdempotency {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: IdempotencyOptions) {}

  async run<T>(
    playerId: string,
    key: string | undefined,
    request: unknown,
    attempt: (context: Attempt) => Promise<T>,
  ): Promise<{ placed: T } | { replayed: TBet[] }> {
    if (key === undefined) return { placed: await attempt({ waited: false, claim: () => undefined }) };
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    // A resend waits for the attempt in flight under its key until that one has stored (or
    // not): else, refused now, it could look the key up before that attempt committed its bets and
    // answer a refusal for a slip that is placed.
    return this.oneAtATime(`${playerId}\n${key}`, async (waited) => {
      try {
        const claim = (betIds: string[], now: number): Claim => ({ playerId, key, requestHash, betIds, now });
        return { placed: await attempt({ waited, claim }) };
      } catch (error) {
        // A first attempt costs no lookup; a failed one may be the retry of a placed request (its
        // claim taken, or refused now by odds or a balance the first attempt spent).
        const prior = await this.options.find(playerId, key);
        if (!prior) throw error;
        return { replayed: await this.replay(prior, requestHash) };
      }
    });
  }

  private async replay(prior: StoredClaim, requestHash: string): Promise<TBet[]> {
    if (prior.requestHash !== requestHash)
      throw new AppError(409, ErrorCode.conflict, BetsErrorKey.idempotencyMismatch, [
        { path: 'headers.idempotency-key', message: BetsErrorKey.idempotencyMismatch },
      ]);
    return this.options.present(prior.betIds);
  }

  /** Runs `run` after the last call under `key` has settled; calls under other keys go on meanwhile. */
  private async oneAtATime<T>(key: string, run: (waited: boolean) => Promise<T>): Promise<T> {
    const before = this.inFlight.get(key);
    const mine = (async () => {
      await before?.catch(() => {});
      return run(before !== undefined);
    })();
    this.inFlight.set(key, mine);
    try {
      return await mine;
    } finally {
      if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
    }
  }
}
