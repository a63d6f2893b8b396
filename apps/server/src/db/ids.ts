import { randomFillSync } from 'node:crypto';

const pool = Buffer.alloc(4096);
let taken = pool.length;

/**
 * `count` (at most 4,096) cryptographically random bytes, cut from a pool refilled 4 KB at a time:
 * a crypto.randomBytes call for each of a bet's ids showed in the placement profile.
 */
export function randomBytesPooled(count: number): Buffer {
  if (taken + count > pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const bytes = Buffer.from(pool.subarray(taken, taken + count));
  taken += count;
  return bytes;
}

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows keyed by it are
 * appended near the end of their indexes instead of at random places, so a commit of many bets
 * writes a few index pages to SQLite's log rather than one per bet and index (measured in
 * bench/README.md). Use it for rows written in bulk (bets, ledger rows); it shows when a row was
 * made, as their timestamps already do.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(now, 0, 6);
  randomBytesPooled(10).copy(bytes, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70; // version 7
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // variant 10
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
