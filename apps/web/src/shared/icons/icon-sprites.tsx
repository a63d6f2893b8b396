'use client';

import { useEffect, useState } from 'react';
import { reportError } from '@/shared/reporting/report';
import { whenIdle } from '@/shared/when-idle';

/**
 * Puts the icon sprite (GET /fe-api/icons.svg) into the page once it is idle, for every
 * `<use href="#sport-…">` to draw from: icons are decoration, so they never hold up the first
 * paint. SPEC §8: a reply that is not the sprite is reported as 'Failed to load icons'; a plain
 * fetch failure (offline) is not.
 */
export function IconSprites({ version }: { version: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      let reply: Response;
      try {
        reply = await fetch(`/fe-api/icons.svg?version=${encodeURIComponent(version)}`);
      } catch {
        return;
      }
      if (!reply.ok || !reply.headers.get('content-type')?.startsWith('image/svg+xml')) {
        reportError(new Error('Failed to load icons'), { extra: { status: reply.status } });
        return;
      }
      const text = await reply.text();
      if (!cancelled) setSvg(text);
    };
    void whenIdle().then(() => {
      if (!cancelled) void load();
    });
    return () => {
      cancelled = true;
    };
  }, [version]);
  return svg ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the sprite our own server builds from the icon package
    <div hidden data-testid="icon-sprites" dangerouslySetInnerHTML={{ __html: svg }} />
  ) : null;
}

/** One icon of the sprite, decorative: the text beside it names the thing. */
export function SpriteIcon({ id, className = 'size-4' }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <use href={`#${id}`} />
    </svg>
  );
}
