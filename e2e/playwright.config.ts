import { writeFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { urls } from './env';

// A fresh database per run (the demo catalogue is generated into it on start). The config is read
// again by every worker; the environment carries the first choice to them.
process.env.E2E_DATABASE_FILE ??= `/tmp/sportsbook-e2e-${process.pid}-${Date.now()}.sqlite`;
const database = process.env.E2E_DATABASE_FILE;
// The operator's site config for the run: two host pages may frame the sportsbook, and a host's
// sign-in keeps the frame waiting on it (embed.spec.ts); the responsible-gambling tools and match
// video are on; German pages have a chatra desk (loaded at once) and Spanish ones a livechat desk
// (loaded on the first interaction), other locales no chat (chat.spec.ts). A custom page in English
// and Arabic only, whose content tries script and a javascript: link (info-pages.spec.ts).
const siteConfig = database.replace(/\.sqlite$/, '-site.json');
writeFileSync(
  siteConfig,
  JSON.stringify({
    embedding: { allowed_origins: [urls.allowedHost, urls.embedHost] },
    // Quick deposit on (quick-deposit.spec.ts): the deposit every spec opens is the quick one.
    features: {
      responsible_gambling: true,
      activity_tracking: true,
      sign_in_iframe_preloader: true,
      quick_deposit: true,
    },
    // Live matches with video offer their picture (match-info.spec.ts); it opens on demand only.
    video_enabled: true,
    // The virtual gaming arena's launch page (arena.spec.ts); site-variants.spec.ts has it off.
    is_virtual_gaming_arena_enabled: true,
    chat_by_locale: {
      de: { type: 'chatra', id: 'e2e-desk-de', region: 'eu' },
      es: { type: 'livechat', id: 'e2e-desk-es', region: 'eu' },
    },
    pages: {
      'betting-help': {
        title: { en: 'Betting help', ar: 'مساعدة المراهنة' },
        content: {
          en: 'How to place a bet.\n\n## The bet slip\nPick odds, enter a stake and place the bet.\n\n<script>window.injected = true</script>\n\n[Run it](javascript:window.injected=true) · [General rules](/general-rules)',
          ar: 'كيف تضع رهانًا.\n\n## قسيمة الرهان\nاختر الاحتمالات وأدخل المبلغ ثم ضع الرهان.',
        },
      },
    },
  }),
);

export default defineConfig({
  testDir: './tests',
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI's busy two cores, where a rare timing flake would otherwise fail the whole run;
  // scripts/test.mjs names every test that needed it. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  timeout: 60_000,
  use: {
    baseURL: urls.web,
    // Recording a trace snapshots the DOM at every step, which the long catalogue pages make costly on
    // CI's two cores, where no one can open the trace anyway; a failure there still writes the page's
    // accessibility snapshot (error-context.md) and a screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    // Ready when the web app answers, which needs the API too.
    url: `${urls.web}/en`,
    timeout: 180_000,
    reuseExistingServer: Boolean(process.env.E2E_REUSE),
    env: {
      API_PORT: String(urls.apiPort),
      WEB_PORT: String(urls.webPort),
      DATABASE_URL: `file:${database}`,
      LOG_LEVEL: 'warn',
      // Live pages must visibly move within a test's patience: many more odds changes than the demo default.
      FEED_RATE: '400',
      PROVIDER_FLIP_SECONDS: '0',
      SITE_CONFIG: siteConfig,
      NEXT_TELEMETRY_DISABLED: '1',
      // Every page load reports its web vitals, so the real-user metrics spec sees its own.
      RUM_SAMPLE_RATE: '1',
      // Every browser of the run reports, signs in and signs up from this one address.
      RUM_REPORTS_PER_MINUTE: '100000',
      SIGN_INS_PER_IP: '100000',
      SIGN_UPS_PER_IP: '100000',
      // A session-time limit reached in seconds, not minutes (responsible-gambling.spec.ts).
      ACTIVITY_HEARTBEAT_MS: '1000',
      ACTIVITY_MINUTE_MS: '2000',
      // A reality check due in seconds, polled every two (responsible-gambling.spec.ts).
      REALITY_CHECK_MINUTE_MS: '1000',
      REALITY_CHECK_POLL_MS: '2000',
    },
  },
});
