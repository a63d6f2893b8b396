import sharp from 'sharp';
import { type ImageFormat, type ImageRequest, parseImageQuery } from './proxy';

export type Rendered =
  | { ok: true; body: Buffer; format: ImageFormat }
  | { ok: false; status: 400 | 404 | 415 | 502; key: string };

/** Renditions kept in memory, the least recently used dropped first (a few KB each). */
const CACHE_LIMIT = 500;
const cache = new Map<string, Buffer>();

/** Sources larger than this are refused rather than decoded. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
/** The site's images are fetched from this web server on loopback (Next.js serves public/). */
const origin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

async function fetchSource(src: string): Promise<Buffer | 404 | 502> {
  let reply: Response;
  try {
    reply = await fetch(`${origin()}${src}`, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return 502;
  }
  if (reply.status === 404) return 404;
  if (!reply.ok) return 502;
  const body = Buffer.from(await reply.arrayBuffer());
  return body.length > MAX_SOURCE_BYTES ? 502 : body;
}

function transform(source: Buffer, { width, height, format, quality }: ImageRequest): Promise<Buffer> {
  return sharp(source).resize(width, height, { fit: 'cover' }).toFormat(format, { quality }).toBuffer();
}

/** One rendition for a proxy query: from the cache, or fetched and made. */
export async function renderImage(params: URLSearchParams): Promise<Rendered> {
  const parsed = parseImageQuery(params);
  if (!parsed.ok) return { ok: false, status: 400, key: parsed.key };
  const request = parsed.value;
  const key = `${request.src}|${request.width}|${request.height}|${request.format}|${request.quality}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { ok: true, body: hit, format: request.format };
  }
  const source = await fetchSource(request.src);
  if (source === 404) return { ok: false, status: 404, key: 'error.image.not_found' };
  if (source === 502) return { ok: false, status: 502, key: 'error.image.unavailable' };
  let body: Buffer;
  try {
    body = await transform(source, request);
  } catch {
    return { ok: false, status: 415, key: 'error.image.unsupported' };
  }
  cache.set(key, body);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return { ok: true, body, format: request.format };
}
