import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SPORT_ICONS, UI_ICONS } from './icon-names';

/**
 * Where the Tabler outline icons are installed: the nearest node_modules up from the working
 * directory (`next start` runs in apps/web or, as scripts/serve.mjs does, at the repository's
 * root, where npm workspaces install it). The bundler would turn a require.resolve into a module id.
 */
function tablerDir(start = process.cwd()): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const icons = join(
      /* turbopackIgnore: true */ dir,
      'node_modules',
      '@tabler',
      'icons',
      'icons',
      'outline',
    );
    if (existsSync(icons)) return icons;
    if (dirname(dir) === dir) throw new Error('@tabler/icons is not installed');
  }
}

/** One icon as a <symbol>: the Tabler file's drawing, its stroke attributes kept. */
function symbol(dir: string, id: string, name: string): string {
  const svg = readFileSync(join(dir, `${name}.svg`), 'utf8');
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    // Tabler's invisible bounding box path.
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s*\n\s*/g, '');
  return `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`;
}

export interface IconSprite {
  /** The document: one hidden <svg> holding the pair, interface icons then sport icons. */
  svg: string;
  /** A short hash of the document: the URL's `version`, so a reply can be cached for good. */
  version: string;
}

let built: IconSprite | null = null;

/** The sprite, built once per process from the installed icons. */
export function iconSprite(): IconSprite {
  if (built) return built;
  const dir = tablerDir();
  const group = (id: string, prefix: string, icons: Readonly<Record<string, string>>) =>
    `<g id="${id}">${Object.entries(icons)
      .map(([key, name]) => symbol(dir, `${prefix}-${key}`, name))
      .join('')}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${group('icons', 'icon', UI_ICONS)}${group('sport-icons', 'sport', SPORT_ICONS)}</svg>`;
  built = { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
  return built;
}
