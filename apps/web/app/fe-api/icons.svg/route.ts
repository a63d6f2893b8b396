import { iconSprite } from '@/shared/icons/sprite';

/**
 * SPEC §7 'GET /fe-api/icons.svg' with optional version: the icon sprite (interface icons and
 * sport icons). Asked with the current version it is cached for good; otherwise for a minute.
 */
export function GET(request: Request) {
  const { svg, version } = iconSprite();
  const asked = new URL(request.url).searchParams.get('version');
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': asked === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      etag: `"${version}"`,
    },
  });
}
