import { createHmac } from 'node:crypto';

/** Parts per million: the unit of a level's chance per qualifying bet. */
export const PPM = 1_000_000;

/**
 * A qualifying stake's contribution and how it splits over the levels (by their shares, in basis
 * points of the contribution); rounding leftovers go to the first level, so the shares always sum
 * to the contribution and no minor unit is lost.
 */
export function contributionShares(
  stake: number,
  contributionBp: number,
  levels: readonly { share_bp: number }[],
): { total: number; shares: number[] } {
  const total = Math.floor((stake * contributionBp) / 10_000);
  const shares = levels.map((level) => Math.floor((total * level.share_bp) / 10_000));
  const rest = total - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[0] = (shares[0] ?? 0) + rest;
  return { total, shares };
}

/**
 * The draw of one level for one bet: HMAC-SHA256 keyed with the jackpot's seed over
 * `level:bet`, its first 48 bits taken modulo a million. Deterministic and stored with the hit, so
 * anyone holding the seed can check a hit was drawn, and nobody without it can aim for one.
 */
export function drawRoll(seed: string, levelId: string, betId: string): { digest: string; roll: number } {
  const digest = createHmac('sha256', seed).update(`${levelId}:${betId}`).digest('hex');
  return { digest, roll: Number.parseInt(digest.slice(0, 12), 16) % PPM };
}

export type HitCause = { by: 'draw'; roll: number; digest: string } | { by: 'must_drop'; pool: number };

/** Whether a level hits: its pool reached the must-drop amount, or the roll fell under its chance. */
export function levelHit(
  level: { probability_ppm: number; must_drop: number | null },
  draw: { roll: number; digest: string },
  pool: number,
): HitCause | null {
  if (level.must_drop !== null && pool >= level.must_drop) return { by: 'must_drop', pool };
  if (draw.roll < level.probability_ppm) return { by: 'draw', ...draw };
  return null;
}
