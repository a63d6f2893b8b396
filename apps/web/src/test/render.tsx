/**
 * Renders a client component the way the layout provides it: messages (en), site settings,
 * runtime config and a fresh query client. For component tests (Vitest + Testing Library, jsdom).
 */
import type { TAccount, TPlayerProfile } from '@sportsbook/contract';
import { ANONYMOUS_PLAYER } from '@sportsbook/contract/light';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { accountsQueryOptions, playerQueryOptions } from '@/features/account';
import { configureBrowserApi } from '@/shared/api/client';
import { RuntimeConfigProvider } from '@/shared/config/context';
import type { RuntimeConfig } from '@/shared/config/runtime';
import { type SiteSettings, SiteSettingsProvider } from '@/shared/config/site-settings';
import messages from '../../messages/en.json';
// As the app shell does: signing out forgets bets, settings and quick-bet mode.
import '@/app-shell/session-resets';
// As the slip's body does: the slip machines at once, so a dispatch applies before the next line.
import '@/features/betslip/test-support';

export const testConfig: RuntimeConfig = {
  publicApiUrl: 'http://api.test',
  apiPort: 4000,
  realtimeUrl: null,
  localePrefix: 'always',
  defaultLocale: 'en',
  rumSampleRate: 0,
};

export const testSettings: SiteSettings = {
  currencies: { EUR: { code: 'EUR', subunits: 2, fiat: true, subcurrencies: [] } },
  default_currency: 'EUR',
  stakes: { EUR: [500, 1000, 2500, 5000] },
  bets_limits: {
    max_stake: {
      fiat: { amount: 1_000_000, currency_code: 'EUR' },
      crypto: { amount: 10_000_000, currency_code: 'BTC' },
      by_currency: {},
    },
    payout_limit: { amount: 10_000_000, action: 'reject', currency_code: 'EUR' },
    selection_limit: 20,
    odds_limit: { value: 1_000_000, action: 'warn' },
  },
  multi_single_available_by_provider: { betradar: true },
  odds_accept_mode: 'none',
  provider_statuses: { betradar: 'active' },
  is_my_bets_visible: true,
  custom_bet_enabled: false,
  is_allowed_single_custom_bet: false,
  embedding: { allowed_origins: [], session_initialisation: true, auth_token: true },
  features: { share_bet: true },
  phone_verification: { required: false },
  deposit_reminder: { show_deposit_reminder: false, player_group_id: null, remind_after: 10 },
  sign_up_reminder_seconds: null,
  video_enabled: false,
  is_virtual_gaming_arena_enabled: false,
  is_premium_cricket_enabled: false,
  is_horse_racing_enabled: false,
  is_lottery_enabled: false,
};

export const aSignedInPlayer = (overrides: Partial<TPlayerProfile> = {}): TPlayerProfile => ({
  ...ANONYMOUS_PLAYER,
  id: 'player-1',
  is_logged_in: true,
  currency: 'EUR',
  ...overrides,
});

export function renderWithApp(
  ui: ReactNode,
  options: {
    /** The signed-in player or the visitor; null leaves the session to be read (still loading). */
    player?: TPlayerProfile | null;
    accounts?: TAccount[];
    settings?: Partial<SiteSettings>;
  } = {},
): RenderResult & { queryClient: QueryClient } {
  configureBrowserApi(testConfig);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (options.player !== null)
    queryClient.setQueryData(playerQueryOptions().queryKey, options.player ?? ANONYMOUS_PLAYER);
  if (options.accounts) queryClient.setQueryData(accountsQueryOptions().queryKey, options.accounts);
  const result = render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <RuntimeConfigProvider value={testConfig}>
        <SiteSettingsProvider value={{ ...testSettings, ...options.settings }}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </SiteSettingsProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch stand-in: each call is answered by `answer`, and every request is kept for assertions. */
export function mockFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return answer(url, init);
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
