import type {
  MarketStatus,
  MatchStatus,
  TBonusKind,
  TCampaignStatus,
  TFavouriteType,
  TFreebetVariant,
  TNotificationType,
  TVoteChoice,
} from '@sportsbook/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  DevSmsTable,
  PhoneVerificationsTable,
  PlayerActivityTable,
  PlayerLimitsTable,
} from './schema-limits';

/** The wire's statuses, stored as they are sent (SPEC §4). */
export type { MarketStatus, MatchStatus };

/**
 * Storage shape of the reference backend. Every column type here works the same on SQLite and
 * PostgreSQL: times are epoch milliseconds (PostgreSQL bigint, parsed back to number), flags are
 * 0/1 integers, structured values are JSON text that only the repositories parse.
 */
export interface Database {
  sports: SportsTable;
  categories: CategoriesTable;
  tournaments: TournamentsTable;
  competitors: CompetitorsTable;
  matches: MatchesTable;
  markets: MarketsTable;
  catalogue_state: CatalogueStateTable;
  players: PlayersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  dev_mailbox: DevMailboxTable;
  bets: BetsTable;
  bet_selections: BetSelectionsTable;
  bet_idempotency: BetIdempotencyTable;
  bet_settings: BetSettingsTable;
  share_codes: ShareCodesTable;
  bonus_campaigns: BonusCampaignsTable;
  player_bonuses: PlayerBonusesTable;
  player_limits: PlayerLimitsTable;
  player_activity: PlayerActivityTable;
  phone_verifications: PhoneVerificationsTable;
  dev_sms: DevSmsTable;
  notifications: NotificationsTable;
  favourites: FavouritesTable;
  votes: VotesTable;
  jackpots: JackpotsTable;
  jackpot_levels: JackpotLevelsTable;
  jackpot_contributions: JackpotContributionsTable;
  jackpot_hits: JackpotHitsTable;
  bonus_progress_bets: BonusProgressBetsTable;
  bonus_farmed_events: BonusFarmedEventsTable;
  lootboxes: LootboxesTable;
  player_tracking: PlayerTrackingTable;
  page_layouts: PageLayoutsTable;
}

export type SportType = 'regular' | 'cyber' | 'premium_cricket' | 'horse_racing' | 'lottery';
export type Provider = 'betradar' | 'oddin' | 'betconstruct';

export interface SportsTable {
  id: number;
  urn_id: string;
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
}

export interface CategoriesTable {
  id: number;
  urn_id: string;
  sport_id: number;
  slug: string;
  name: string;
  priority: number;
  /** ISO 3166 alpha-2 (or alpha-3 for home nations such as ENG); null for international. */
  country_code: string | null;
}

export interface TournamentsTable {
  id: number;
  urn_id: string;
  sport_id: number;
  category_id: number;
  slug: string;
  name: string;
  priority: number;
}

export interface CompetitorsTable {
  id: number;
  urn_id: string;
  sport_id: number;
  name: string;
  abbreviation: string;
  country_code: string | null;
  /** Absolute or site-relative URL of the logo; null when the competitor has none. */
  logo: string | null;
}

export interface MatchesTable {
  id: number;
  urn_id: string;
  slug: string;
  type: 'match' | 'outright';
  sport_id: number;
  category_id: number;
  tournament_id: number;
  /** Null for outrights. */
  home_id: number | null;
  away_id: number | null;
  /** Display name; for a match "Home vs Away", for an outright e.g. "Premier League 2026/27 – Winner". */
  name: string;
  status: MatchStatus;
  /** Free text stage such as "regular_season", "group_stage", "final". */
  stage: string | null;
  start_time: number;
  /** Outrights: when the outright closes. Matches: null. */
  end_time: number | null;
  stadium: string | null;
  city: string | null;
  has_video: number;
  provider: Provider;
  /** Popularity rank inside the sport, higher first. */
  priority: number;
  /** JSON of the contract's MatchStatistics (clock, total score, period scores, …) or null before start. */
  statistics: string | null;
  /**
   * JSON of the demo simulation script (what happens when, used to roll the match forward with time).
   * Null for matches that did not come from the demo generator.
   */
  script: string | null;
  updated_at: number;
}

export interface MarketsTable {
  match_id: number;
  /** Market type id (betradar numbering: 1 = 1X2, 18 = total, 16 = handicap, …). */
  market_id: number;
  /** '' when the market has no specifier, else e.g. 'total=2.5' or 'hcp=-1.5'. */
  specifier: string;
  name: string;
  status: MarketStatus;
  priority: number;
  /** 1 for the match's main market (shown in lists). */
  is_main: number;
  /** 1 for the line of a market type whose outcomes are closest to even. */
  most_balanced: number;
  /** JSON array of group keys, e.g. ["all","top","goals"]. */
  groups: string;
  /** JSON array of the contract's Outcome: {id, name, active, odds} with odds as integer ×1000. */
  outcomes: string;
  updated_at: number;
}

export interface CatalogueStateTable {
  key: string;
  value: string;
}

// ---------------------------------------------------------------------------------------------
// Accounts and wallet (migration 0002). Secrets are stored as SHA-256 hashes, never as given.

export interface PlayersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  /** 'scrypt$N$r$p$salt$hash' (see modules/players/passwords.ts). */
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  phone: string | null;
  /** Locale code, e.g. 'en' or 'pt-BR'. */
  language: string;
  currency: string;
  /** ISO 3166 alpha-2. */
  country: string;
  confirmed_at: number | null;
  /** Wrong passwords since the last successful sign-in or unlock. */
  failed_attempts: Generated<number>;
  locked_at: number | null;
  /** 1 when an operator blocked the player: never logged in. */
  blocked: Generated<number>;
  /** 1 for a pve player (SPEC §3 serasa.pve): may not bet. */
  pve: Generated<number>;
  /** When the player's identity was verified (SPEC §6 verified-only bonuses); null: not verified. */
  verified_at: number | null;
  /** When the player excluded themselves; null: never. */
  excluded_at: number | null;
  /** When the exclusion ends; null with excluded_at set: permanent. */
  excluded_until: number | null;
  /** Minutes between reality checks (RTS 13); null: off. */
  reality_check_minutes: number | null;
  /** The phone number the player verified; the phone is verified while it equals `phone`. */
  verified_phone: string | null;
  /** JSON array of the operator's group ids (SPEC §3 profile `statuses`). */
  groups: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** The tracking tags a player came with (migration 0014, SPEC §3 'Tracking'); null: not given. */
export interface PlayerTrackingTable {
  player_id: string;
  ctag: string | null;
  btag: string | null;
  stag: string | null;
  qtag: string | null;
  gclid: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token. */
  id: string;
  player_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string | null;
  /** The player's last 'Continue' of a reality check in this session; null: none yet. */
  reality_check_at: number | null;
}

export type OneTimeTokenPurpose = 'confirmation' | 'reset' | 'unlock';

export interface OneTimeTokensTable {
  /** SHA-256 (hex) of the emailed token. */
  id: string;
  player_id: string;
  purpose: OneTimeTokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Confirmation tokens: the password of the sign-up that sent it, set when the email is confirmed. */
  password_hash: string | null;
}

/**
 * 'player' accounts and freebets' 'bonus' accounts never go negative; system accounts ('house',
 * 'payments', 'promotions', a jackpot level's 'jackpot' pool) balance them. Only 'player' accounts have an owner column: a bonus
 * account belongs to its player_bonuses row.
 */
export type AccountKind = 'player' | 'house' | 'payments' | 'bonus' | 'promotions' | 'jackpot';

export interface AccountsTable {
  id: string;
  key: string;
  kind: AccountKind;
  player_id: string | null;
  currency: string;
  /** Minor units; always the sum of the account's ledger entries. */
  balance: number;
  created_at: number;
  updated_at: number;
}

export interface LedgerTransactionsTable {
  id: string;
  kind: string;
  reference: string;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: string;
  transaction_id: string;
  account_id: string;
  /** Signed minor units; the entries of one transaction sum to zero. */
  amount: number;
  balance_after: number;
  created_at: number;
}

export type PaymentStatus = 'initial' | 'pending' | 'approved' | 'declined';

export interface PaymentsTable {
  id: string;
  player_id: string;
  provider: string;
  currency: string;
  amount: number;
  status: PaymentStatus;
  return_url: string;
  transaction_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface DevMailboxTable {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  /** JSON array of the message's links. */
  links: string;
  created_at: number;
}

// ---------------------------------------------------------------------------------------------
// Bets (migration 0003).

export interface BetsTable {
  id: string;
  /** Short human reference shown to the player. */
  ref: string;
  player_id: string;
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  /** SPEC §4 'Bet status'. */
  status: string;
  /** SPEC §4 'Bet results'. */
  result: string;
  currency: string;
  /** Minor units. */
  stake: number;
  /** Total odds ×1000 at placement (custom odds for a custom bet). */
  odds: number;
  potential_win: number;
  win_amount: Generated<number>;
  /** "{win}/{total}" for a system bet. */
  system_id: string | null;
  custom_odds: number | null;
  /** JSON {id, type, odds} of the bonus set on the bet. */
  bonus: string | null;
  quick: Generated<number>;
  device_id: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface BetSelectionsTable {
  bet_id: string;
  position: number;
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  /** Odds ×1000 the bet was placed at. */
  odds: number;
  /** open, win, lose, refund, half_win, half_lose, canceled. */
  status: string;
  provider: Provider;
  market_name: string;
  outcome_name: string;
  /** JSON snapshot of the match at placement. */
  match: string;
}

export interface BetIdempotencyTable {
  player_id: string;
  key: string;
  request_hash: string;
  /** JSON array of bet ids. */
  bet_ids: string;
  created_at: number;
}

export interface BetSettingsTable {
  player_id: string;
  /** JSON array of four minor-unit stakes; null: the site's. */
  stakes: string | null;
  auto_accept_odds_change: string | null;
  odds_type: string | null;
  push_subscription: string | null;
  updated_at: number;
}

export interface ShareCodesTable {
  code: string;
  /** JSON array of the contract's SharedBet. */
  bets: string;
  created_at: number;
}

// ---------------------------------------------------------------------------------------------
// Bonuses (migration 0005).

export interface BonusCampaignsTable {
  id: string;
  kind: TBonusKind;
  name: string;
  status: TCampaignStatus;
  valid_from: number;
  valid_to: number;
  /** JSON array of country codes; empty: every country. */
  country_codes: string;
  only_verified: Generated<number>;
  promo_code: string | null;
  /** JSON of the contract's CampaignConditions. */
  conditions: string;
  created_at: number;
  updated_at: number;
}

export interface PlayerBonusesTable {
  id: string;
  player_id: string;
  campaign_id: string;
  kind: TBonusKind;
  state: 'issued' | 'active' | 'overridden';
  amount: number | null;
  currency: string | null;
  uses_left: number;
  times_used: Generated<number>;
  seen: Generated<number>;
  /** A freebet's variant when it is not its campaign's (a refunded no-risk bet: only_win). */
  variant: TFreebetVariant | null;
  /** What issued it, unique per player (null: nothing to deduplicate). */
  reference: string | null;
  issued_at: number;
  activated_at: number | null;
  expires_at: number | null;
}

/** A bet counted in a campaign of betting (migration 0013). */
export interface BonusProgressBetsTable {
  campaign_id: string;
  bet_id: string;
  player_id: string;
  bonus_id: string;
  stake: number;
  points: number;
  created_at: number;
}

/** An event a player's bonus farmed (campaigns that farm once per event). */
export interface BonusFarmedEventsTable {
  bonus_id: string;
  match_id: number;
}

export interface LootboxesTable {
  id: string;
  bonus_id: string;
  player_id: string;
  campaign_id: string;
  number: number;
  status: 'active' | 'inactive';
  seed: string;
  draw: string | null;
  reward: string | null;
  earned_at: number;
  opened_at: number | null;
}

// ---------------------------------------------------------------------------------------------
// Engagement (migration 0006).

export interface NotificationsTable {
  id: string;
  player_id: string;
  type: TNotificationType;
  object_type: 'bet' | 'payment';
  object_id: string;
  title: string;
  caption: string;
  body: string;
  amount: number | null;
  currency: string | null;
  /** What raised it, unique per player. */
  reference: string;
  read: Generated<number>;
  created_at: number;
}

export interface FavouritesTable {
  player_id: string;
  type: TFavouriteType;
  object_id: number;
  created_at: number;
}

export interface VotesTable {
  player_id: string;
  prediction_id: number;
  data: TVoteChoice;
  created_at: number;
}

export type JackpotStatus = 'active' | 'created' | 'disabled' | 'finished' | 'paused';

export interface JackpotsTable {
  id: string;
  name: string;
  currency: string;
  status: JackpotStatus;
  contribution_bp: number;
  min_stake: number;
  draw_seed: string;
  created_at: number;
}

export interface JackpotLevelsTable {
  id: string;
  jackpot_id: string;
  name: string;
  position: number;
  status: JackpotStatus;
  share_bp: number;
  seed: number;
  must_drop: number | null;
  probability_ppm: number;
}

export interface JackpotContributionsTable {
  bet_id: string;
  jackpot_id: string;
  amount: number;
  created_at: number;
}

export interface JackpotHitsTable {
  id: string;
  jackpot_id: string;
  level_id: string;
  player_id: string;
  bet_id: string;
  amount: number;
  currency: string;
  status: 'approved' | 'paid';
  seen: number;
  draw: string;
  created_at: number;
}

export type JackpotRow = Selectable<JackpotsTable>;
export type JackpotLevelRow = Selectable<JackpotLevelsTable>;
export type JackpotHitRow = Selectable<JackpotHitsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type BonusCampaignRow = Selectable<BonusCampaignsTable>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;
export type LootboxRow = Selectable<LootboxesTable>;
export type BetRow = Selectable<BetsTable>;
export type BetSelectionRow = Selectable<BetSelectionsTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type SportRow = Selectable<SportsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type CompetitorRow = Selectable<CompetitorsTable>;
export type MatchRow = Selectable<MatchesTable>;
export type MarketRow = Selectable<MarketsTable>;
export type NewMatch = Insertable<MatchesTable>;
export type NewMarket = Insertable<MarketsTable>;
export type { PhoneVerificationRow, PlayerActivityRow, PlayerLimitRow } from './schema-limits';
export type { Generated };

// ---------------------------------------------------------------------------------------------
// Layout (migration 0015).

/** An operator's edit of one page key's layout; it replaces that page of the site config's. */
export interface PageLayoutsTable {
  page_key: string;
  /** JSON of the contract's PageLayout, validated before it is stored. */
  layout: string;
  updated_at: number;
}
