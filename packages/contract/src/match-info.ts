import { z } from 'zod';
import { ZMatchStatus, ZPeriodScore, ZScore } from './catalogue';
import { FORM_RESULTS, MATCH_STAT_KEYS } from './engagement-values';

// ---------------------------------------------------------------------------------------------
// SPEC §7 'GET /matches/{id}/{widget statistics type}': the widgets' statistics of one match, one
// path per widget (SPEC §2 'event stats' and 'match preview').

export const ZMatchStatKey = z.enum(MATCH_STAT_KEYS);
export type TMatchStatKey = z.infer<typeof ZMatchStatKey>;

export const ZMatchStatFigure = z.object({
  key: ZMatchStatKey,
  /** 'percent' figures of a match sum to 100; 'count' figures only grow during the match. */
  unit: z.enum(['count', 'percent']),
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type TMatchStatFigure = z.infer<typeof ZMatchStatFigure>;

/**
 * GET /matches/{id}/event-stats: the match's figures as they stand now, with the score and period
 * scores read at the same moment (so a figure never disagrees with the score beside it). Before the
 * start every list is empty; a sport the feed gives no figures for has its period scores only.
 */
export const ZEventStats = z.object({
  match_id: z.number().int(),
  status: ZMatchStatus,
  total_score: ZScore.nullable(),
  period_scores: z.array(ZPeriodScore),
  figures: z.array(ZMatchStatFigure),
});
export type TEventStats = z.infer<typeof ZEventStats>;

export const ZFormResult = z.enum(FORM_RESULTS);
export type TFormResult = z.infer<typeof ZFormResult>;

/** A finished match between two competitors, as it was played (home first). */
export const ZPastMatch = z.object({
  match_id: z.number().int(),
  start_time: z.iso.datetime(),
  home: z.object({ id: z.number().int(), name: z.string() }),
  away: z.object({ id: z.number().int(), name: z.string() }),
  score: ZScore,
});
export type TPastMatch = z.infer<typeof ZPastMatch>;

/** One result of a side's form: the past match and what it was for that side. */
export const ZFormEntry = ZPastMatch.extend({ result: ZFormResult });
export type TFormEntry = z.infer<typeof ZFormEntry>;

/** Most recent results of a side's form, and head-to-head meetings, a preview lists. */
export const PREVIEW_RESULTS = 5;

/**
 * GET /matches/{id}/match-preview: each side's last results (newest first, at most five) and the
 * two sides' meetings (newest first, at most five) with the wins of each and the draws over them.
 */
export const ZMatchPreview = z.object({
  match_id: z.number().int(),
  form: z.object({ home: z.array(ZFormEntry), away: z.array(ZFormEntry) }),
  head_to_head: z.object({
    meetings: z.array(ZPastMatch),
    home_wins: z.number().int().nonnegative(),
    draws: z.number().int().nonnegative(),
    away_wins: z.number().int().nonnegative(),
  }),
});
export type TMatchPreview = z.infer<typeof ZMatchPreview>;

/** One way to play a match's picture: the address (absolute, or a path on the API's origin) and its media type. */
export const ZVideoSource = z.object({ url: z.string(), type: z.string() });
export type TVideoSource = z.infer<typeof ZVideoSource>;

/**
 * GET /matches/{id}/video (SPEC §7): the sources of the match's live picture, in order of
 * preference. Only a match with `has_video` on a site with `video_enabled` has one.
 */
export const ZMatchVideo = z.object({
  match_id: z.number().int(),
  sources: z.array(ZVideoSource).min(1),
});
export type TMatchVideo = z.infer<typeof ZMatchVideo>;

/** The message key of a video asked of a match without one, or while video is switched off. */
export const VIDEO_UNAVAILABLE = 'error.video.unavailable';

/** One outside provider that shows the match: opened through POST /{provider}/launch with `app`. */
export const ZMatchStream = z.object({ provider: z.string(), name: z.string(), app: z.string() });
export type TMatchStream = z.infer<typeof ZMatchStream>;

/** GET /matches/{id}/streams (SPEC §7): the providers that show the match, beside its own picture. */
export const ZMatchStreams = z.object({ match_id: z.number().int(), streams: z.array(ZMatchStream) });
export type TMatchStreams = z.infer<typeof ZMatchStreams>;

/** One horse of a race card. */
export const ZRaceRunner = z.object({
  /** Saddle-cloth number; the outcome ids of the race's markets name the competitor. */
  number: z.number().int().positive(),
  competitor_id: z.number().int(),
  name: z.string(),
  /** Starting stall. */
  draw: z.number().int().positive(),
  age: z.number().int().positive(),
  /** Weight carried in pounds (9-7 is 133). */
  weight_lbs: z.number().int().positive(),
  jockey: z.string(),
  trainer: z.string(),
  /** Recent finishing positions, oldest first, as racing writes them: 1–9, 0 out of the first nine, '-' a break. */
  form: z.string().regex(/^[0-9-]{0,12}$/),
  /** Two colours of the jockey's silks (body, sleeves/cap) as #rrggbb. */
  silks: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/), z.string().regex(/^#[0-9a-f]{6}$/)]),
});
export type TRaceRunner = z.infer<typeof ZRaceRunner>;

/**
 * GET /matches/{id}/racecard: a race's card. The Win market (1100) and the Place market (1101,
 * `places=N`) carry one outcome per runner; a place pays at the each-way fraction of the win odds
 * (`each_way`), as an each-way bet's second half does.
 */
export const ZRaceCard = z.object({
  match_id: z.number().int(),
  /** Distance in furlongs (8 to the mile). */
  distance_furlongs: z.number().int().positive(),
  going: z.enum(['firm', 'good_to_firm', 'good', 'good_to_soft', 'soft', 'heavy']),
  /** Race class, 1 (the best) to 7. */
  race_class: z.number().int().min(1).max(7),
  each_way: z.object({ places: z.number().int().positive(), fraction: z.enum(['1/4', '1/5']) }),
  runners: z.array(ZRaceRunner).min(2),
});
export type TRaceCard = z.infer<typeof ZRaceCard>;
