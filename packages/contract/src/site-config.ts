import { z } from 'zod';
import { ZMarketGroupKey, ZProvider, ZSportType } from './catalogue';
import { embeddingOriginProblem } from './embed-origins';
import { ZLayout } from './layout';
import { PROVIDER_STATUSES } from './statuses';

export const ODDS_TYPES = [
  'decimal',
  'fractional',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export const ZOddsType = z.enum(ODDS_TYPES);
export type TOddsType = z.infer<typeof ZOddsType>;

export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export const ZOddsAcceptMode = z.enum(ODDS_ACCEPT_MODES);

export const ZLocale = z.object({
  code: z.string(),
  /** The language's own name, e.g. 'Deutsch'. */
  name_in_locale: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});

export const ZCurrency = z.object({
  code: z.string(),
  /** Decimal places of the minor unit: 2 for EUR, 8 for BTC. */
  subunits: z.number().int().min(0).max(18),
  fiat: z.boolean(),
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int() })),
});
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZLimitAction = z.enum(['reject', 'warn']);

/** SPEC §3 'Bet limits'. Amounts are minor units of the named currency. */
export const ZBetsLimits = z.object({
  max_stake: z.object({
    fiat: z.object({ amount: z.number().int(), currency_code: z.string() }),
    crypto: z.object({ amount: z.number().int(), currency_code: z.string() }),
    by_currency: z.record(z.string(), z.object({ amount: z.number().int() })),
  }),
  payout_limit: z.object({ amount: z.number().int(), action: ZLimitAction, currency_code: z.string() }),
  selection_limit: z.number().int().positive(),
  /** Odds × 1000. */
  odds_limit: z.object({ value: z.number().int(), action: ZLimitAction }),
});
export type TBetsLimits = z.infer<typeof ZBetsLimits>;

export const ZMarketGroup = z.object({
  group_key: ZMarketGroupKey,
  name: z.string(),
  priority: z.number().int(),
});

export const FEATURE_FLAGS = [
  'quick_deposit',
  'quick_deposit_test',
  'jackpots',
  'activity_tracking',
  'responsible_gambling',
  'sign_up_iframe_preloader',
  'sign_in_iframe_preloader',
  'iframe_user_unlock',
  'share_bet',
  'sign_in',
  'sign_up',
] as const;

export const ZChatConfig = z.object({
  type: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  id: z.string().max(200),
  region: z.string().max(32),
});
export type TChatConfig = z.infer<typeof ZChatConfig>;

/**
 * First path segments the web answers itself: a page there could never be reached, so the site
 * config refuses it.
 */
export const RESERVED_PAGE_SLUGS = [
  'api',
  'bets',
  'blocked',
  'cybersport',
  'dev',
  'favorites',
  'init-sportsbook',
  'live',
  'locked',
  'lotteries',
  'premium-cricket',
  'promotions',
  'racing',
  'results',
  'schedule',
  'search',
  'users',
  'virtual-gaming-arena',
] as const;

/** A page's path: one lower-case segment of letters, digits and single hyphens. */
export const ZPageSlug = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug is lower-case letters, digits and single hyphens')
  .refine((slug) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(slug), {
    message: 'this slug is a route of the product',
  });

/** A country a player may give at sign-up: ISO 3166-1 alpha-2 code and its name. */
export const ZCountry = z.object({ code: z.string(), name: z.string() });

/** GET /site-config/countries: the site config's countries alone, for the sign-up form. */
export const ZCountriesReply = z.object({ data: z.array(ZCountry) });

/**
 * SPEC §2 custom pages (and the information pages /general-rules, /about): a title and Markdown
 * content per locale code. Raw HTML in the content is never rendered. A locale without content
 * shows the default locale's.
 */
export const ZSitePage = z.object({
  title: z.record(z.string(), z.string().trim().min(1).max(200)),
  content: z.record(z.string(), z.string().max(100_000)),
});
export type TSitePage = z.infer<typeof ZSitePage>;

/** The colour tokens of the web's design (apps/web/app/globals.css) an operator may set. */
export const THEME_TOKENS = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'muted',
  'accent',
  'accent-text',
  'live',
  'live-text',
  'up',
  'down',
  'focus',
] as const;
export type TThemeToken = (typeof THEME_TOKENS)[number];

/** A colour as #rgb, #rrggbb or #rrggbbaa: nothing else reaches the page's stylesheet. */
const ZThemeColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a colour is #rgb, #rrggbb or #rrggbbaa');
const ZThemeTokens = z.partialRecord(z.enum(THEME_TOKENS), ZThemeColor);

/**
 * A site asset: a path of the web's own origin ('/logo.svg') or an https URL; '' for none (the
 * product's own mark). No other scheme reaches an src or href.
 */
const ZSiteAsset = z
  .string()
  .max(2048)
  .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\S*$/.test(value), {
    message: 'an asset is a path starting with / or an https URL',
  });

const ZSiteConfigFields = z.object({
  name: z.string().trim().min(1).max(100),
  /** The header's logo, beside the name; '' shows the product's mark. */
  logo: ZSiteAsset,
  favicon: ZSiteAsset,
  /** Colour tokens over the product's light and dark themes (issue 27 item 7). */
  theme: z.object({ light: ZThemeTokens, dark: ZThemeTokens }),
  seo: z.object({
    /** Pages are noindex unless this is true (SPEC §2). */
    indexing: z.boolean(),
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    /** The Organization JSON-LD; an empty url or logo means SITE_URL and the site's logo. */
    organization: z.object({ name: z.string(), url: z.string(), logo: ZSiteAsset }),
  }),
  locales: z.array(ZLocale),
  default_locale: z.string(),
  /** SPEC §2 'Locale in paths': 'always' requires the prefix, 'as-needed' omits it for the first locale. */
  locale_prefix: z.enum(['always', 'as-needed']),
  locale_aliases: z.record(z.string(), z.string()),
  currencies: z.record(z.string(), ZCurrency),
  default_currency: z.string(),
  countries: z.array(ZCountry),
  blocked_countries: z.object({ sign_in: z.array(z.string()), sign_up: z.array(z.string()) }),
  market_groups: z.record(z.string(), ZMarketGroup),
  odds_types: z.array(ZOddsType),
  default_odds_type: ZOddsType,
  odds_accept_mode: ZOddsAcceptMode,
  stakes: z.record(z.string(), z.array(z.number().int()).length(4)),
  bets_limits: ZBetsLimits,
  provider_statuses: z.record(z.string(), z.enum(PROVIDER_STATUSES)),
  sport_type_providers: z.record(ZSportType, z.array(ZProvider)),
  multi_single_available_by_provider: z.record(z.string(), z.boolean()),
  custom_bet_enabled: z.boolean(),
  is_allowed_single_custom_bet: z.boolean(),
  video_enabled: z.boolean(),
  is_horse_racing_enabled: z.boolean(),
  is_lottery_enabled: z.boolean(),
  is_premium_cricket_enabled: z.boolean(),
  is_virtual_gaming_arena_enabled: z.boolean(),
  is_multi_active_freebets_allowed: z.boolean(),
  is_my_bets_visible: z.boolean(),
  /**
   * Profile fields a player must have before a deposit (SPEC §5 'required missed deposit fields'):
   * while any is missing, the deposit opens the missed-fields modal first, which cannot be closed.
   */
  deposit_required_fields: z.array(z.enum(['first_name', 'last_name', 'phone'])),
  features: z.record(z.string(), z.boolean()),
  /**
   * SPEC §3 'Site config' chat: the live-chat provider (`type`: chatra, zoho, livechat, tawk, …), the
   * operator's account with it (`id`) and its data region; null: no chat. In demo mode the API's demo
   * provider stands in for every type.
   */
  chat: ZChatConfig.nullable(),
  /** A locale's own chat desk (a support team per language), or null for no chat in that locale. */
  chat_by_locale: z.record(z.string(), ZChatConfig.nullable()),
  push_notifications: z.object({ type: z.string() }).nullable(),
  deposit_reminder: z.object({
    show_deposit_reminder: z.boolean(),
    player_group_id: z.string().nullable(),
    remind_after: z.number().int(),
  }),
  sign_up_reminder_seconds: z.number().int().nullable(),
  /** SPEC §5: a signed-in player whose phone is not verified is asked to verify it. */
  phone_verification: z.object({ required: z.boolean() }),
  /**
   * SPEC §6 user-group check: when enabled, a visitor who is not signed in or not in the group is
   * sent to the platform's front origin.
   */
  user_group_redirect: z
    .object({
      enabled: z.boolean(),
      player_group_id: z.string().nullable(),
      front_origin: z.url({ protocol: /^https?$/ }).nullable(),
    })
    .refine((check) => !check.enabled || check.front_origin !== null, {
      message: 'front_origin is required when the user-group redirect is enabled',
      path: ['front_origin'],
    }),
  /**
   * SPEC §6: the host pages allowed to embed the sportsbook in a frame, as origins
   * (`https://casino.example`) or a wildcard for the first label (`https://*.casino.example`); empty:
   * no page may frame it. `session_initialisation`: the frame takes the player's session from the
   * host's handshake when it loads; `auth_token`: the host may set the token later (sign-in, out).
   * A wildcard is allowed only when one of them is on.
   */
  embedding: z
    .object({
      allowed_origins: z.array(z.string()),
      session_initialisation: z.boolean(),
      auth_token: z.boolean(),
    })
    .superRefine((embedding, context) => {
      const hostSession = embedding.session_initialisation || embedding.auth_token;
      embedding.allowed_origins.forEach((entry, index) => {
        const problem = embeddingOriginProblem(entry, hostSession);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['allowed_origins', index] });
      });
    }),
  /**
   * SPEC §2 layout per page key (see layout.ts). The operator API's edits replace a page of it
   * without a restart; the web reads the effective page from `/layout/{page_key}`.
   */
  layout: ZLayout,
  /**
   * Pages by slug, served at /{slug}. Keyed by slug so an operator's file adds or changes one page
   * and keeps the rest; null withdraws a page the defaults define.
   */
  pages: z.record(ZPageSlug, ZSitePage.nullable()),
  /** True when the server runs the demo feed, demo payments and dev mailbox. */
  demo: z.boolean(),
});

/** What the web needs to boot (SPEC §3 'Settings' and 'Site config'). */
export const ZSiteConfig = ZSiteConfigFields.superRefine((config, context) => {
  // A page must at least speak the default locale: that is what other locales fall back to.
  for (const [slug, page] of Object.entries(config.pages)) {
    if (!page) continue;
    for (const part of ['title', 'content'] as const)
      if (!page[part][config.default_locale])
        context.addIssue({
          code: 'custom',
          message: `the default locale ${config.default_locale} is required`,
          path: ['pages', slug, part],
        });
  }
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
