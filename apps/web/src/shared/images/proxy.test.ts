import { describe, expect, it } from 'vitest';
import config from '../../../next.config';
import { imageProxyUrl, isProxiedSource, parseImageQuery } from './proxy';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './sizes';

const query = (params: Record<string, string>) => parseImageQuery(new URLSearchParams(params));
const valid = { src: '/images/banners/schedule.png', w: '256', h: '192', format: 'avif', q: '65' };

describe('the image proxy query (SPEC §7, §9)', () => {
  it('has the qualities of SPEC §9: avif 0.8125 and webp 0.875 of base 80', () => {
    expect(IMAGE_QUALITY).toEqual({ avif: 65, webp: 70 });
  });

  it('is configured in next.config.ts with the same sizes and qualities', () => {
    expect(config.images).toEqual({
      imageSizes: [...IMAGE_SIZES],
      deviceSizes: [...DEVICE_SIZES],
      qualities: [IMAGE_QUALITY.avif, IMAGE_QUALITY.webp],
    });
  });

  it('reads back what imageProxyUrl writes', () => {
    const request = {
      src: '/images/crests/42.png',
      width: 96,
      height: 96,
      format: 'webp',
      quality: 70,
    } as const;
    const url = new URL(imageProxyUrl(request), 'http://localhost');
    expect(url.pathname).toBe('/fe-api/image');
    expect(parseImageQuery(url.searchParams)).toEqual({ ok: true, value: request });
  });

  it('takes raster site images only, and no path out of /images', () => {
    for (const src of ['/images/banners/a-b_c.png', '/images/x.jpg', '/images/a/b.webp', '/images/c.avif'])
      expect(isProxiedSource(src), src).toBe(true);
    for (const src of [
      '/images/banners/drawn.svg',
      '/api/sportsbook/logos/7.svg',
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/images/../.env',
      '/images/a/../../secret.svg',
      '/images/banner.gif',
      '/api/sportsbook/players/1',
      '/images/x.png?y=1',
      'http://127.0.0.1:3000/images/x.png',
    ]) {
      expect(isProxiedSource(src), src).toBe(false);
      expect(query({ ...valid, src })).toEqual({ ok: false, key: 'error.image.source' });
    }
  });

  it('refuses sizes, formats and qualities outside its bounds, each with a message key', () => {
    expect(query(valid).ok).toBe(true);
    expect(query({ ...valid, w: '257' })).toEqual({ ok: false, key: 'error.image.width' });
    expect(query({ ...valid, w: '0' })).toEqual({ ok: false, key: 'error.image.width' });
    expect(query({ ...valid, w: '4000' })).toEqual({ ok: false, key: 'error.image.width' });
    expect(query({ ...valid, h: '-1' })).toEqual({ ok: false, key: 'error.image.height' });
    expect(query({ ...valid, h: '99999' })).toEqual({ ok: false, key: 'error.image.height' });
    expect(query({ ...valid, format: 'png' })).toEqual({ ok: false, key: 'error.image.format' });
    expect(query({ ...valid, q: '101' })).toEqual({ ok: false, key: 'error.image.quality' });
    expect(query({ ...valid, q: '1e2' })).toEqual({ ok: false, key: 'error.image.quality' });
    const { q: _q, ...withoutQuality } = valid;
    expect(query(withoutQuality)).toEqual({ ok: false, key: 'error.image.quality' });
  });
});
