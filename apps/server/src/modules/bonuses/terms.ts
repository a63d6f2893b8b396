import type { TBonusTermLine, TPlayerBonus } from '@sportsbook/contract';

type Values = TBonusTermLine['values'];
const line = (key: string, values: Values = {}): TBonusTermLine => ({ key: `bonuses.terms.${key}`, values });

/** Conditions as the terms read them: every kind's optional fields, absent where a kind has none. */
interface TermConditions {
  kind: string;
  amount?: number;
  currency?: string;
  variant?: string;
  min_stake?: number;
  min_odds?: number;
  max_odds?: number;
  selections_from?: number;
  selections_to?: number;
  match_status?: 'prematch' | 'live' | 'any';
  boost_multiplier?: number;
  uses_count?: number;
  events?: Record<string, readonly number[] | undefined>;
  ranges?: readonly { min_count?: number; max_count?: number; bonus_odds?: number }[];
  farm_once_per_event?: boolean;
  bets_per_lootbox?: number;
  points_per_freebet?: number;
}

/**
 * SPEC §7 'GET /bonuses/{kind}/{id}/terms': the bonus's terms, one line per rule of its campaign
 * (the conditions the server enforces at placement, so the terms cannot say otherwise), then who
 * may take it and until when.
 */
export function bonusTerms(item: TPlayerBonus): TBonusTermLine[] {
  const c = item.conditions as TermConditions;
  const terms: TBonusTermLine[] = [];
  const amount = item.issued?.amount ?? c.amount;
  const currency = item.issued?.currency ?? c.currency ?? '';
  if (c.kind === 'freebet' && amount !== undefined && amount !== null)
    terms.push(line(`freebet_${item.bonus_type.slice('freebet_'.length)}`, { amount, currency }));
  if (c.min_stake !== undefined) terms.push(line('min_stake', { amount: c.min_stake, currency }));
  if (c.min_odds !== undefined)
    terms.push(line(c.kind === 'comboboost' ? 'selection_min_odds' : 'min_odds', { odds: c.min_odds }));
  if (c.max_odds !== undefined) terms.push(line('max_odds', { odds: c.max_odds }));
  if (c.selections_from !== undefined || c.selections_to !== undefined)
    terms.push(line('selections', { from: c.selections_from ?? 1, to: c.selections_to ?? 100 }));
  if (c.match_status === 'prematch' || c.match_status === 'live') terms.push(line(c.match_status));
  if (c.boost_multiplier !== undefined) terms.push(line('boost', { odds: c.boost_multiplier }));
  if (c.kind === 'comboboost')
    for (const r of c.ranges ?? [])
      terms.push(line('range', { from: r.min_count ?? 0, to: r.max_count ?? 0, odds: r.bonus_odds ?? 1000 }));
  if (c.events && Object.values(c.events).some((ids) => (ids?.length ?? 0) > 0)) terms.push(line('events'));
  if (c.farm_once_per_event) terms.push(line('once_per_event'));
  if (c.uses_count !== undefined) terms.push(line('uses', { count: c.uses_count }));
  if (item.only_verified) terms.push(line('verified_only'));
  if (item.country_codes.length > 0)
    terms.push(line('countries', { countries: item.country_codes.join(', ') }));
  terms.push(line('valid_to', { date: item.issued?.expires_at ?? item.valid_to }));
  return terms;
}
