import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProxiedImage } from './proxied-image';

const decode = (html: string) => html.replaceAll('&amp;', '&');

describe('ProxiedImage', () => {
  it('offers avif at quality 65 and webp at quality 70, at 1x and 2x of its size', () => {
    const html = decode(
      renderToStaticMarkup(<ProxiedImage src="/images/crests/5.png" alt="" width={48} height={48} />),
    );
    const avif = /<source type="image\/avif" srcSet="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(avif.split(', ')).toEqual([
      '/fe-api/image?src=%2Fimages%2Fcrests%2F5.png&w=48&h=48&format=avif&q=65 1x',
      '/fe-api/image?src=%2Fimages%2Fcrests%2F5.png&w=96&h=96&format=avif&q=65 2x',
    ]);
    expect(html).toMatch(/<img alt="" loading="lazy" width="48" height="48"/);
    expect(html).toContain('src="/fe-api/image?src=%2Fimages%2Fcrests%2F5.png&w=96&h=96&format=webp&q=70"');
  });

  it('keeps the aspect ratio in every rendition and loads the main image first', () => {
    const html = decode(
      renderToStaticMarkup(
        <ProxiedImage src="/images/banners/schedule.png" alt="" width={160} height={120} priority />,
      ),
    );
    expect(html).toContain('w=256&h=192&format=avif');
    expect(html).toContain('w=384&h=288&format=webp');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('shows an address the proxy does not take as it is', () => {
    const html = renderToStaticMarkup(
      <ProxiedImage src="https://cdn.example/crest.png" alt="Crest" width={48} height={48} />,
    );
    expect(html).toBe(
      '<img src="https://cdn.example/crest.png" alt="Crest" width="48" height="48" loading="lazy"/>',
    );
  });
});
