import type { TSiteConfig } from '@sportsbook/contract';

/** The part of the site configuration the browser needs (SPEC §3 Settings), handed down from the server. */
export type SiteSettings = Pick<
  TSiteConfig,
  | 'currencies'
  | 'default_currency'
  | 'stakes'
  | 'bets_limits'
  | 'multi_single_available_by_provider'
  | 'odds_accept_mode'
  | 'provider_statuses'
  | 'is_my_bets_visible'
  | 'custom_bet_enabled'
  | 'is_allowed_single_custom_bet'
  | 'features'
  | 'embedding'
  | 'phone_verification'
  | 'deposit_reminder'
  | 'sign_up_reminder_seconds'
  | 'video_enabled'
  | 'is_virtual_gaming_arena_enabled'
  | 'is_premium_cricket_enabled'
  | 'is_horse_racing_enabled'
  | 'is_lottery_enabled'
>;

export function pickSiteSettings(config: TSiteConfig): SiteSettings {
  return {
    currencies: config.currencies,
    default_currency: config.default_currency,
    stakes: config.stakes,
    bets_limits: config.bets_limits,
    multi_single_available_by_provider: config.multi_single_available_by_provider,
    odds_accept_mode: config.odds_accept_mode,
    provider_statuses: config.provider_statuses,
    is_my_bets_visible: config.is_my_bets_visible,
    custom_bet_enabled: config.custom_bet_enabled,
    is_allowed_single_custom_bet: config.is_allowed_single_custom_bet,
    features: config.features,
    embedding: config.embedding,
    phone_verification: config.phone_verification,
    deposit_reminder: config.deposit_reminder,
    sign_up_reminder_seconds: config.sign_up_reminder_seconds,
    video_enabled: config.video_enabled,
    is_virtual_gaming_arena_enabled: config.is_virtual_gaming_arena_enabled,
    is_premium_cricket_enabled: config.is_premium_cricket_enabled,
    is_horse_racing_enabled: config.is_horse_racing_enabled,
    is_lottery_enabled: config.is_lottery_enabled,
  };
}
