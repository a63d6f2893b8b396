/** Test data for the bet builder's tests: a prematch football match and its bet-builder markets. */
import type { TMarket, TMatch } from '@sportsbook/contract';

export const BUILDER_MATCH_ID = 77;

export const aBuilderMarket = (over: Partial<TMarket> = {}): TMarket => ({
  match_urn_id: `sr:match:${BUILDER_MATCH_ID}`,
  match_id: BUILDER_MATCH_ID,
  id: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  outcomes: [
    { id: '1', name: 'Lyon Albion', active: true, odds: 2440 },
    { id: '2', name: 'Draw', active: true, odds: 3680 },
    { id: '3', name: 'Zaragoza FC', active: true, odds: 2710 },
  ],
  market_groups: ['all', 'betbuilder', 'main'],
  priority: 0,
  is_main: true,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: ['main'],
  ...over,
});

/** 1X2 (main), Total goals 2.5 (goals, totals), Both teams to score (goals). */
export const builderMarkets = (): TMarket[] => [
  aBuilderMarket(),
  aBuilderMarket({
    id: 18,
    name: 'Total goals',
    specifier: 'total=2.5',
    outcomes: [
      { id: '12', name: 'Over 2.5', active: true, odds: 1880 },
      { id: '13', name: 'Under 2.5', active: true, odds: 1900 },
    ],
    custom_bet_groups: ['goals', 'totals'],
  }),
  aBuilderMarket({
    id: 29,
    name: 'Both teams to score',
    outcomes: [
      { id: '74', name: 'Yes', active: true, odds: 1730 },
      { id: '76', name: 'No', active: true, odds: 2080 },
    ],
    custom_bet_groups: ['goals'],
  }),
];

export const aBuilderMatch = (over: Partial<TMatch> = {}): TMatch =>
  ({
    id: BUILDER_MATCH_ID,
    urn_id: `sr:match:${BUILDER_MATCH_ID}`,
    slug: 'lyon-albion-vs-zaragoza-fc',
    type: 'match',
    name: 'Lyon Albion vs Zaragoza FC',
    sport: { id: 1, key: 'football', name: 'Football' },
    category: { id: 1, slug: 'europe', name: 'Europe' },
    tournament: { id: 1, slug: 'cup', name: 'Cup', priority: 0 },
    competitors: {
      home: { id: 1, name: 'Lyon Albion', abbreviation: 'LYA', logo: null },
      away: { id: 2, name: 'Zaragoza FC', abbreviation: 'ZAR', logo: null },
    },
    status: 0,
    provider: 'betradar',
    bettable: true,
    ...over,
  }) as TMatch;
