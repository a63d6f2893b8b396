import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ['@sportsbook/contract', '@sportsbook/betting'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { optimizePackageImports: ['radix-ui'] },
};

export default withNextIntl(config);
