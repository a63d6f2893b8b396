import { z } from 'zod';
import { ZBonusId } from './bonus-conditions';
import { ZPlayerBonus } from './bonuses';

// SPEC §7 'GET /bonuses/{kind}/{id} and /terms': one bonus as the player sees it (the bonus
// detail modal, SPEC §2) and its terms.

/** The `{kind}` of the path: the per-kind list a bonus is listed in. */
export const BONUS_DETAIL_KINDS = [
  'comboboosts',
  'freebets',
  'huntings',
  'lootboxes',
  'tournaments',
] as const;
export const ZBonusDetailParams = z.object({
  kind: z.enum(BONUS_DETAIL_KINDS),
  /** The player's bonus (`bonus_id`), or the campaign (`id`) of one the player holds nothing of. */
  id: ZBonusId,
});
export const ZBonusDetailReply = z.object({ data: ZPlayerBonus });

/**
 * One line of a bonus's terms: a message key under `bonuses.terms` and its values (amounts in
 * minor units with their currency, odds ×1000, instants as ISO strings), which the web words in
 * the player's language. Terms are data, never markup, so nothing of them is rendered as HTML.
 */
export const ZBonusTermLine = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TBonusTermLine = z.infer<typeof ZBonusTermLine>;
export const ZBonusTermsReply = z.object({ data: z.object({ terms: z.array(ZBonusTermLine) }) });
