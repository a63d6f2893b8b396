import type { TSiteConfig } from '@sportsbook/contract';
import {
  DEFAULT_LOCALE,
  directionOf,
  LOCALE_ALIASES,
  LOCALES,
  languageName,
} from '../../../../web/src/i18n/locales';
import { DEFAULT_LAYOUT } from '../layout/defaults';
import { ABOUT } from './pages/about';
import { GENERAL_RULES } from './pages/general-rules';

const minorStakes = (unit: number): [number, number, number, number] => [
  5 * unit,
  10 * unit,
  25 * unit,
  50 * unit,
];

/** The demo operator's configuration. An operator overrides any part of it with SITE_CONFIG=file.json. */
export const DEFAULT_SITE_CONFIG: TSiteConfig = {
  name: 'Sportsbook',
  // '' : the product's own mark, in the theme's accent colour.
  logo: '',
  favicon: '/icon.svg',
  // The product's own colours (apps/web/app/globals.css); an operator's file sets its own.
  theme: { light: {}, dark: {} },
  seo: {
    indexing: false,
    title: 'Sportsbook — live and pre-match sports betting',
    description:
      'Bet on football, tennis, basketball, esports and more, pre-match and live, with fast odds updates.',
    keywords: ['sports betting', 'live betting', 'odds', 'football', 'tennis', 'esports'],
    organization: {
      name: 'Sportsbook Demo',
      url: '',
      logo: '',
    },
  },
  // Every locale with a catalogue (the web's LOCALES), named in its own language: adding a locale
  // to the web offers it here too. An operator's SITE_CONFIG may offer fewer.
  locales: LOCALES.map((code) => ({ code, name_in_locale: languageName(code), dir: directionOf(code) })),
  default_locale: DEFAULT_LOCALE,
  locale_prefix: 'always',
  // SPEC §2: aliased locale codes.
  locale_aliases: { ...LOCALE_ALIASES },
  currencies: {
    EUR: { code: 'EUR', subunits: 2, fiat: true, subcurrencies: [] },
    USD: { code: 'USD', subunits: 2, fiat: true, subcurrencies: [] },
    GBP: { code: 'GBP', subunits: 2, fiat: true, subcurrencies: [] },
    BRL: { code: 'BRL', subunits: 2, fiat: true, subcurrencies: [] },
    BTC: { code: 'BTC', subunits: 8, fiat: false, subcurrencies: [{ code: 'mBTC', subunits: 5 }] },
    USDT: { code: 'USDT', subunits: 6, fiat: false, subcurrencies: [] },
  },
  default_currency: 'EUR',
  countries: [
    { code: 'AR', name: 'Argentina' },
    { code: 'AT', name: 'Austria' },
    { code: 'BR', name: 'Brazil' },
    { code: 'CA', name: 'Canada' },
    { code: 'DE', name: 'Germany' },
    { code: 'EG', name: 'Egypt' },
    { code: 'ES', name: 'Spain' },
    { code: 'FR', name: 'France' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'IE', name: 'Ireland' },
    { code: 'IT', name: 'Italy' },
    { code: 'MT', name: 'Malta' },
    { code: 'MX', name: 'Mexico' },
    { code: 'NL', name: 'Netherlands' },
    { code: 'PT', name: 'Portugal' },
    { code: 'SA', name: 'Saudi Arabia' },
    { code: 'US', name: 'United States' },
  ],
  blocked_countries: { sign_in: ['US'], sign_up: ['US', 'NL'] },
  market_groups: {
    top: { group_key: 'top', name: 'Top', priority: 100 },
    all: { group_key: 'all', name: 'All', priority: 90 },
    favorites: { group_key: 'favorites', name: 'Favorites', priority: 80 },
    betbuilder: { group_key: 'betbuilder', name: 'Bet builder', priority: 70 },
    outrights: { group_key: 'outrights', name: 'Outrights', priority: 60 },
  },
  odds_types: ['decimal', 'fractional', 'hongkong', 'american', 'indonesian', 'malaysian', 'percent'],
  default_odds_type: 'decimal',
  odds_accept_mode: 'none',
  stakes: {
    EUR: minorStakes(100),
    USD: minorStakes(100),
    GBP: minorStakes(100),
    BRL: minorStakes(500),
    BTC: [10_000, 50_000, 100_000, 500_000],
    USDT: minorStakes(1_000_000),
  },
  bets_limits: {
    max_stake: {
      fiat: { amount: 1_000_000, currency_code: 'EUR' },
      crypto: { amount: 10_000_000, currency_code: 'BTC' },
      by_currency: { BRL: { amount: 5_000_000 }, USDT: { amount: 10_000_000_000 } },
    },
    payout_limit: { amount: 10_000_000, action: 'reject', currency_code: 'EUR' },
    selection_limit: 20,
    odds_limit: { value: 1_000_000, action: 'warn' },
  },
  provider_statuses: { betradar: 'active', oddin: 'active', betconstruct: 'active' },
  sport_type_providers: {
    regular: ['betradar', 'betconstruct'],
    cyber: ['oddin'],
    premium_cricket: ['betradar'],
    horse_racing: ['betradar'],
    lottery: ['betradar'],
  },
  multi_single_available_by_provider: { betradar: true, oddin: true, betconstruct: false },
  custom_bet_enabled: true,
  is_allowed_single_custom_bet: false,
  video_enabled: false,
  is_horse_racing_enabled: false,
  is_lottery_enabled: false,
  is_premium_cricket_enabled: false,
  is_virtual_gaming_arena_enabled: false,
  is_multi_active_freebets_allowed: false,
  is_my_bets_visible: true,
  deposit_required_fields: ['first_name', 'last_name'],
  features: {
    quick_deposit: true,
    quick_deposit_test: false,
    // Jackpots run when the operator has one (the demo seeds one): on unless turned off.
    jackpots: true,
    // A licensed operator offers limits and self-exclusion: on unless the operator turns them off.
    activity_tracking: true,
    responsible_gambling: true,
    sign_up_iframe_preloader: false,
    sign_in_iframe_preloader: false,
    iframe_user_unlock: false,
    share_bet: true,
    sign_in: true,
    sign_up: true,
  },
  chat: null,
  chat_by_locale: {},
  push_notifications: null,
  deposit_reminder: { show_deposit_reminder: false, player_group_id: null, remind_after: 10 },
  sign_up_reminder_seconds: null,
  phone_verification: { required: false },
  user_group_redirect: { enabled: false, player_group_id: null, front_origin: null },
  // The product takes the host's session both ways (the /init-sportsbook handshake and setToken).
  embedding: { allowed_origins: [], session_initialisation: true, auth_token: true },
  layout: DEFAULT_LAYOUT,
  // SPEC §2 information pages, in every locale the web ships.
  pages: { 'general-rules': GENERAL_RULES, about: ABOUT },
  demo: true,
};
