import { renderImage } from '@/shared/images/render';

/**
 * SPEC §7 image proxy: `?src&w&h&format&q` renders one of the site's raster images at that
 * size, as avif or webp at that quality. Renditions are cached here and by browsers for a day.
 */
export async function GET(request: Request) {
  const result = await renderImage(new URL(request.url).searchParams);
  if (!result.ok)
    return Response.json(
      { code: result.status, message: result.key, data: {} },
      { status: result.status, headers: { 'cache-control': 'no-store' } },
    );
  return new Response(new Uint8Array(result.body), {
    headers: {
      'content-type': `image/${result.format}`,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  });
}
