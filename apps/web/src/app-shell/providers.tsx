'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { ThemeProvider } from 'next-themes';
import { Direction } from 'radix-ui';
import { type ReactNode, useEffect } from 'react';
import { useQuickBetStore, useSlipStore } from '@/features/betslip';
import { BonusToasts } from '@/features/bonuses';
import { directionOf } from '@/i18n/locales';
import { configureBrowserApi } from '@/shared/api/client';
import { getQueryClient } from '@/shared/api/query-client';
import './session-resets';
import { RuntimeConfigProvider } from '@/shared/config/context';
import type { RuntimeConfig } from '@/shared/config/runtime';
import { type SiteSettings, SiteSettingsProvider } from '@/shared/config/site-settings';
import type { ReportingConfig } from '@/shared/reporting/options';
import { startErrorReporting } from '@/shared/reporting/report';
import { IntentNavigation } from '@/shared/ui/intent-navigation';

export function Providers({
  config,
  settings,
  nonce,
  reporting,
  children,
}: {
  config: RuntimeConfig;
  settings: SiteSettings;
  nonce?: string;
  /** Error reporting of this deployment (SENTRY_DSN); null: off, and no SDK is ever loaded. */
  reporting: ReportingConfig | null;
  children: ReactNode;
}) {
  configureBrowserApi(config);
  // While hydrating, before any effect: errors from then on are kept until the SDK has loaded.
  startErrorReporting(reporting);
  const queryClient = getQueryClient();
  const locale = useLocale();
  useEffect(() => {
    // The slip lives in sessionStorage; read it after hydration so server and client HTML agree.
    void useSlipStore.persist.rehydrate();
    void useQuickBetStore.persist.rehydrate();
  }, []);
  return (
    <RuntimeConfigProvider value={config}>
      <SiteSettingsProvider value={settings}>
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" nonce={nonce}>
          {/* Radix tabs, menus and sliders read the reading direction from here (RTL locales). */}
          <Direction.Provider dir={directionOf(locale)}>
            <QueryClientProvider client={queryClient}>
              <IntentNavigation />
              {children}
              <BonusToasts />
            </QueryClientProvider>
          </Direction.Provider>
        </ThemeProvider>
      </SiteSettingsProvider>
    </RuntimeConfigProvider>
  );
}
