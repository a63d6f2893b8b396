import { serverApiUrl } from '@/shared/config/runtime';

/**
 * Competitor crests are API paths (`/api/sportsbook/logos/{id}.svg`); the web serves them from its
 * own origin so the same path works in server-rendered HTML and in the browser, whatever the ports.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!/^\d{1,15}\.svg$/.test(file)) return new Response('Not found', { status: 404 });
  const upstream = await fetch(`${serverApiUrl()}/api/sportsbook/logos/${file}`);
  if (!upstream.ok) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
  return new Response(await upstream.text(), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, immutable' },
  });
}
