import { z } from 'zod';
import { ZBonusId } from './bonus-conditions';
import { ZQueryBool, zCsv, zLimit, zQuery } from './common';

// Jackpots on the wire (SPEC §3 'Jackpot', 'Jackpot hit'; §7 GET /jackpots, /jackpots/{id},
// /jackpot-hits). A jackpot's levels each have a pool fed by a share of qualifying stakes; a level
// hits a qualifying bet by a seeded draw, or at once when its pool reaches its must-drop amount.

/** SPEC §4: jackpot and level states. */
export const JACKPOT_STATUSES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;
export const ZJackpotStatus = z.enum(JACKPOT_STATUSES);

/** SPEC §4: a hit is approved when drawn, paid once credited. */
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;
export const ZJackpotHitStatus = z.enum(JACKPOT_HIT_STATUSES);

export const ZJackpotLevel = z.object({
  id: ZBonusId,
  name: z.string(),
  /** The level's pool now, minor units of the jackpot's currency. */
  pool: z.number().int(),
  status: ZJackpotStatus,
});

export const ZJackpot = z.object({
  id: ZBonusId,
  name: z.string(),
  currency: z.string(),
  status: ZJackpotStatus,
  /** The sum of the levels' pools (SPEC: amount, pool). */
  amount: z.number().int(),
  pool: z.number().int(),
  /** What the jackpot has paid out in hits so far. */
  hits_amount: z.number().int(),
  /** The share of a qualifying stake that feeds the pools, in basis points (50 = 0.5 %). */
  contribution_bp: z.number().int(),
  /** The smallest stake that takes part, minor units. */
  min_stake: z.number().int(),
  levels: z.array(ZJackpotLevel),
});
export type TJackpot = z.infer<typeof ZJackpot>;

export const ZJackpotsReply = z.object({ data: z.array(ZJackpot) });
export const ZJackpotReply = z.object({ data: ZJackpot });
export const ZJackpotParams = z.object({ id: ZBonusId });

export const ZJackpotHit = z.object({
  id: ZBonusId,
  jackpot_id: ZBonusId,
  jackpot_name: z.string(),
  level_id: ZBonusId,
  level_name: z.string(),
  status: ZJackpotHitStatus,
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.iso.datetime(),
  /** A stable pseudonym of the winner (never their id), so a public list shows who without saying. */
  user_hash: z.string(),
  /** Whether the winner has seen the hit's modal (only for their own hits; false otherwise). */
  seen: z.boolean(),
});
export type TJackpotHit = z.infer<typeof ZJackpotHit>;

/** SPEC §7 'GET /jackpot-hits': jackpot_id, limit (default 10), status, for_user, unseen. */
export const ZJackpotHitsQuery = z.object({
  jackpot_id: zQuery(ZBonusId),
  limit: zLimit(10),
  status: zQuery(zCsv(ZJackpotHitStatus)),
  for_user: ZQueryBool,
  unseen: ZQueryBool,
});
export type TJackpotHitsQuery = z.infer<typeof ZJackpotHitsQuery>;

export const ZJackpotHitsReply = z.object({ data: z.array(ZJackpotHit) });
export const ZJackpotHitParams = z.object({ id: ZBonusId });
export const ZJackpotHitSeenReply = z.object({ data: ZJackpotHit });

export const JackpotErrorKey = {
  notFound: 'error.jackpot.not_found',
  hitNotFound: 'error.jackpot.hit_not_found',
  signInRequired: 'error.jackpot.sign_in_required',
  levelTaken: 'error.jackpot.level_taken',
} as const;

/** Basis points of a whole (10,000 = 100 %). */
const ZBasisPoints = z.number().int().min(0).max(10_000);
const ZMinorAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * The operator's new jackpot (POST /api/admin/jackpots): its levels' shares of a contribution sum
 * to the whole contribution, so no part of a stake's share goes astray.
 */
export const ZCreateJackpotRequest = z.object({
  id: ZBonusId,
  name: z.string().trim().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  contribution_bp: ZBasisPoints.min(1),
  min_stake: ZMinorAmount,
  levels: z
    .array(
      z.object({
        id: ZBonusId,
        name: z.string().trim().min(1).max(100),
        share_bp: ZBasisPoints,
        /** What the level's pool starts (and starts again after a hit) with. */
        seed: ZMinorAmount,
        /** The pool at which the level hits the bet that reaches it; null: only by the draw. */
        must_drop: ZMinorAmount.min(1).nullable(),
        /** The level's chance per qualifying bet, parts per million. */
        probability_ppm: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(10)
    .refine((levels) => levels.reduce((sum, level) => sum + level.share_bp, 0) === 10_000)
    .refine((levels) => new Set(levels.map((level) => level.id)).size === levels.length),
});
export type TCreateJackpotRequest = z.infer<typeof ZCreateJackpotRequest>;
