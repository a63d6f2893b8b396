/**
 * The image proxy of SPEC §7 ('Images go through an image proxy with width, height, format and
 * quality'): the rules shared by the pages that ask for an image and the route that makes it.
 */

import { SITE_IMAGE_PATH } from '@sportsbook/contract/light';
import { DEVICE_SIZES, IMAGE_SIZES } from './sizes';

export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const WIDTHS = new Set<number>([...IMAGE_SIZES, ...DEVICE_SIZES]);

export const IMAGE_PROXY_PATH = '/fe-api/image';

/**
 * Sources the proxy takes: the site's own raster images. A vector (an SVG crest or picture) is
 * smaller as it is than any rendition of it, and sharp at every size, so it is shown as it is.
 */
export const isProxiedSource = (src: string): boolean => SITE_IMAGE_PATH.test(src) && !src.endsWith('.svg');

export interface ImageRequest {
  src: string;
  width: number;
  height: number;
  format: ImageFormat;
  quality: number;
}

/** The proxy's address of one rendition. */
export function imageProxyUrl({ src, width, height, format, quality }: ImageRequest): string {
  const query = new URLSearchParams({
    src,
    w: String(width),
    h: String(height),
    format,
    q: String(quality),
  });
  return `${IMAGE_PROXY_PATH}?${query}`;
}

const positiveInt = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

/**
 * Reads a proxy query. A width outside the set above, a height over twice the widest, an unknown
 * format or source, or a quality outside 1–100 is refused with a message key.
 */
export function parseImageQuery(
  params: URLSearchParams,
): { ok: true; value: ImageRequest } | { ok: false; key: string } {
  const src = params.get('src') ?? '';
  if (!isProxiedSource(src)) return { ok: false, key: 'error.image.source' };
  const width = positiveInt(params.get('w'), 1920);
  if (width === null || !WIDTHS.has(width)) return { ok: false, key: 'error.image.width' };
  const height = positiveInt(params.get('h'), 3840);
  if (height === null) return { ok: false, key: 'error.image.height' };
  const format = params.get('format');
  if (!IMAGE_FORMATS.includes(format as ImageFormat)) return { ok: false, key: 'error.image.format' };
  const quality = positiveInt(params.get('q'), 100);
  if (quality === null) return { ok: false, key: 'error.image.quality' };
  return { ok: true, value: { src, width, height, format: format as ImageFormat, quality } };
}
