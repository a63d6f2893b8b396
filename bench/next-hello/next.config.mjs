// The floor of the web-vitals bench: the smallest Next.js + next-intl app, built with the
// workspace's own `next`, so the product's figures can be read against the framework's cost.
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.js');

export default withNextIntl({ poweredByHeader: false });
