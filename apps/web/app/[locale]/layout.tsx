import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Activity, type ReactNode, Suspense } from 'react';
import { Header } from '@/app-shell/header';
import { OfflineWorker } from '@/app-shell/offline-worker';
import { Providers } from '@/app-shell/providers';
import { RouteProgress } from '@/app-shell/route-progress';
import { AccountRuntime, RealtimeSession } from '@/features/account';
import { ShareRestoreOnCode } from '@/features/bets';
import { BetSlipPanel, SlipRuntimeOnDemand } from '@/features/betslip';
import { SportsMenu } from '@/features/catalogue';
import { countersQueryOptions, sportsQueryOptions } from '@/features/catalogue/queries';
import { ChatWidget, chatFor } from '@/features/chat';
import { EmbedWhenFramed } from '@/features/embed';
import { FavoritesSession } from '@/features/favorites';
import { JackpotHitWatch } from '@/features/jackpots';
import { ConnectionStatus, LiveSync } from '@/features/live';
import { ModalHost } from '@/features/modals';
import { SiteFooter } from '@/features/pages';
import { Reminders } from '@/features/reminders';
import { ActivityHeartbeatOnDemand, RealityCheckOnDemand } from '@/features/responsible-gambling';
import { BetSettingsSync } from '@/features/settings';
import { CONSENT_COOKIE, ConsentBanner, readConsent } from '@/features/tracking';
import { directionOf } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { getQueryClient } from '@/shared/api/query-client';
import { getSiteConfig } from '@/shared/api/site-config';
import { organizationJsonLd, themeStyle } from '@/shared/branding';
import { hrefFor, runtimeConfig } from '@/shared/config/runtime';
import { pickSiteSettings } from '@/shared/config/site-settings-pick';
import { IconSprites } from '@/shared/icons/icon-sprites';
import { iconSprite } from '@/shared/icons/sprite';
import { errorReportingConfig } from '@/shared/reporting/server-config';
import { RumReporter } from '@/shared/rum/rum-reporter';
import { pageMetadata, siteOrigin } from '@/shared/seo';
import { TimeZoneProvider } from '@/shared/time-zone';
import { TIME_ZONE_COOKIE, validTimeZone } from '@/shared/time-zone-cookie';

export const dynamic = 'force-dynamic';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#161b22' },
  ],
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, path: '/', title: t('home') });
}

export default async function LocaleLayout({
  children,
  left,
  right,
  top,
  menu,
  tabs,
  params,
}: {
  children: ReactNode;
  /**
   * The page's widgets in the placements around it (SPEC §2), each a parallel route: the left and
   * right sidebars, the header's strip (@top), the mobile side menu (@menu) and the phone's tab
   * bar (@tabs), which holds the page's tabs or the product's own.
   */
  left: ReactNode;
  right: ReactNode;
  top: ReactNode;
  menu: ReactNode;
  tabs: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const config = runtimeConfig();
  const href = hrefFor(locale);
  const t = await getTranslations('nav');
  const site = await getSiteConfig();
  const chat = chatFor(site, locale);
  // The proxy's per-response nonce: the theme's inline script must carry it (Content-Security-Policy).
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const jar = await cookies();
  const timeZone = validTimeZone(jar.get(TIME_ZONE_COOKIE)?.value);
  const consent = readConsent(jar.get(CONSENT_COOKIE)?.value);
  const queryClient = getQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(sportsQueryOptions(locale)),
    queryClient.prefetchQuery(countersQueryOptions(locale)),
  ]);
  const organization = organizationJsonLd(site, siteOrigin());
  const theme = themeStyle(site.theme);
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body className="bg-bg text-text antialiased">
        {/* The operator's colours (#hex of known tokens only, the contract's ZThemeColor): React
          puts a style with href and precedence into the head, after the product's stylesheet. */}
        {theme && (
          <style href="site-theme" precedence="high">
            {theme}
          </style>
        )}
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD of our own config, escaped below
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, '\\u003c') }}
        />
        <NextIntlClientProvider>
          <TimeZoneProvider zone={timeZone}>
            <Providers
              config={config}
              settings={pickSiteSettings(site)}
              nonce={nonce}
              reporting={errorReportingConfig()}
            >
              <Suspense>
                <RouteProgress />
              </Suspense>
              <HydrationBoundary state={dehydrate(queryClient)}>
                <ConsentBanner consent={consent} />
                {/* Each <Activity> is hydrated on its own, after the rest, in slices the browser
                  can interrupt, instead of the whole page in one long task (TBT, issue 3). Not
                  <Suspense>: React streams a finished boundary out of order once the page is past
                  12.8 KB of HTML and reveals it a frame or more later, which would delay paint. */}
                <Activity>
                  <Header href={href} sideMenuWidgets={menu} />
                </Activity>
                {top}
                <div className="mx-auto grid max-w-[1920px] gap-4 px-3 pt-4 pb-4 lg:grid-cols-[15rem_1fr_20rem] xl:grid-cols-[16rem_1fr_22rem]">
                  {/* Two complementary landmarks: each has its own name, so a screen reader's list of
                    landmarks tells them apart. */}
                  <aside aria-label={t('sports')} className="hidden lg:block">
                    <div className="sticky top-18">
                      <Activity>
                        <SportsMenu />
                      </Activity>
                      {left}
                    </div>
                  </aside>
                  <main id="content" className="min-w-0">
                    <Activity>{children}</Activity>
                  </main>
                  <aside
                    aria-label={t('betSlip')}
                    className="fixed inset-x-0 bottom-14 z-20 px-2 lg:static lg:px-0"
                  >
                    <div className="lg:sticky lg:top-18">
                      <Activity>
                        <BetSlipPanel myBetsVisible={site.is_my_bets_visible} />
                      </Activity>
                      {right}
                    </div>
                  </aside>
                </div>
                {/* Below everything, clear of the fixed bet slip and tab bar on phones. */}
                <SiteFooter
                  site={site}
                  locale={locale}
                  href={href}
                  className="mx-auto max-w-[1920px] px-3 pb-36 lg:pb-8"
                />
                <Activity>{tabs}</Activity>
                <Activity>
                  <ModalHost />
                  <AccountRuntime />
                  <ActivityHeartbeatOnDemand />
                  <RealityCheckOnDemand />
                  <Reminders />
                  <FavoritesSession />
                  <JackpotHitWatch />
                  <BetSettingsSync />
                  <SlipRuntimeOnDemand />
                  <ShareRestoreOnCode />
                  <EmbedWhenFramed />
                  <RumReporter />
                  <IconSprites version={iconSprite().version} />
                  <OfflineWorker />
                  {chat && <ChatWidget chat={chat} demo={site.demo} />}
                  <RealtimeSession>
                    <LiveSync oddsAcceptMode={site.odds_accept_mode} />
                    <ConnectionStatus />
                  </RealtimeSession>
                </Activity>
              </HydrationBoundary>
            </Providers>
          </TimeZoneProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
