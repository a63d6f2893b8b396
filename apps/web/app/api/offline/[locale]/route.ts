import { DEFAULT_LOCALE, directionOf, isLocale } from '@/i18n/locales';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * SPEC §8 offline: the page the service worker (/sw.js) keeps per locale and shows for a navigation
 * while the network is gone, with error.connection's title and description. Self-contained (no
 * script, style inline), as it is shown without a server.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const messages = (await import(`../../../../messages/${locale}.json`)).default as {
    error: { connection: { title: string; description: string } };
  };
  const { title, description } = messages.error.connection;
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#161b22;color:#e6edf3}main{max-width:32rem;padding:2rem;text-align:center}</style>
</head>
<body><main role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p></main></body>
</html>
`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
