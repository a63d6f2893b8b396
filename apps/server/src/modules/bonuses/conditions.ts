import { BonusErrorKey, type TCampaignConditions } from '@sportsbook/contract';

export interface ConditionProblem {
  /** Where, as the error's detail path: 'body.conditions.ranges.1'. */
  path: string;
  /** Message key. */
  message: string;
}

/** The currencies a campaign's money is in: every one must be a site currency. */
export function conditionCurrencies(conditions: TCampaignConditions): string[] {
  switch (conditions.kind) {
    case 'freebet':
    case 'amb_freebet':
    case 'hunting_tournament':
      return [conditions.currency];
    case 'hunting':
      return [conditions.currency, conditions.freebet.currency];
    case 'lootbox':
      return [
        conditions.currency,
        ...conditions.rewards.flatMap(({ reward }) => (reward.type === 'freebet' ? [reward.currency] : [])),
      ];
    default:
      return [];
  }
}

/**
 * What the schema cannot say of a campaign's conditions: ranges that ascend without overlapping,
 * minimums not above maximums, and money in currencies the site knows. Empty: they hold.
 */
export function conditionProblems(
  conditions: TCampaignConditions,
  knownCurrency: (code: string) => boolean,
): ConditionProblem[] {
  const at = (path: string, message: string) => ({ path: `body.conditions.${path}`, message });
  const problems: ConditionProblem[] = [];
  if (conditions.kind === 'comboboost') {
    conditions.ranges.forEach((range, i) => {
      const previous = conditions.ranges[i - 1];
      if (range.min_count > range.max_count || (previous && range.min_count <= previous.max_count))
        problems.push(at(`ranges.${i}`, BonusErrorKey.rangesOverlap));
    });
  }
  if (conditions.kind === 'amb_freebet') {
    conditions.ranges.forEach((range, i) => {
      const previous = conditions.ranges[i - 1];
      if (previous && range.bets_count <= previous.bets_count)
        problems.push(at(`ranges.${i}`, BonusErrorKey.rangesOverlap));
    });
  }
  if (conditions.kind === 'freebet') {
    const { min_odds, max_odds, selections_from, selections_to } = conditions;
    if (min_odds !== undefined && max_odds !== undefined && min_odds > max_odds)
      problems.push(at('max_odds', BonusErrorKey.oddsRange));
    if (selections_from !== undefined && selections_to !== undefined && selections_from > selections_to)
      problems.push(at('selections_to', BonusErrorKey.selectionRange));
  }
  if (conditions.kind === 'hunting_tournament') {
    const total = conditions.prizes_bp.reduce((sum, share) => sum + share, 0);
    if (total > 10_000) problems.push(at('prizes_bp', BonusErrorKey.prizesOverPool));
  }
  for (const currency of new Set(conditionCurrencies(conditions)))
    if (!knownCurrency(currency)) problems.push(at('currency', BonusErrorKey.currencyUnknown));
  return problems;
}
