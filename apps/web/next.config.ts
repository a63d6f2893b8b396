import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    // The ICU messages are compiled at build time: the browser gets no message parser and formats
    // without parsing while it hydrates.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const config: NextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@sportsbook/contract', '@sportsbook/betting'],
  poweredByHeader: false,
  // Images go through the site's own proxy (SPEC §7, /fe-api/image) with SPEC §9's qualities. The
  // figures are src/shared/images/sizes.ts's (a test holds them equal): a config that imports a
  // module fails to load at run time.
  images: {
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    qualities: [65, 70],
  },
  reactStrictMode: true,
  experimental: {
    optimizePackageImports: ['radix-ui'],
    // forbidden() and unauthorized(): the blocked and locked pages answer 403 and 401 (SPEC §2).
    authInterrupts: true,
    // The stylesheet goes inline in the HTML: the first paint then waits for no request of its
    // own (a better LCP, measured in bench/README.md), at the cost of a larger HTML.
    inlineCss: true,
  },
};

export default withNextIntl(config);
