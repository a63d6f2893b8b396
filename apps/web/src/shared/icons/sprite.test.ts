import { describe, expect, it } from 'vitest';
import { GET } from '../../../app/fe-api/icons.svg/route';
import { SPORT_ICONS, sportIconId, UI_ICONS } from './icon-names';
import { iconSprite } from './sprite';

describe('the icon sprite (GET /fe-api/icons.svg)', () => {
  it('holds the pair: every interface icon, then every sport icon, each a drawn symbol', () => {
    const { svg } = iconSprite();
    const icons = svg.indexOf('<g id="icons">');
    const sports = svg.indexOf('<g id="sport-icons">');
    expect(icons).toBeGreaterThan(0);
    expect(sports).toBeGreaterThan(icons);
    for (const key of Object.keys(UI_ICONS))
      expect(svg.slice(icons, sports)).toContain(`<symbol id="icon-${key}"`);
    for (const key of Object.keys(SPORT_ICONS)) {
      const at = svg.indexOf(`<symbol id="sport-${key}"`);
      expect(at, key).toBeGreaterThan(sports);
      expect(svg.slice(at, svg.indexOf('</symbol>', at)), key).toMatch(/<(path|circle|rect|line)/);
    }
    expect(svg).not.toContain('M0 0h24v24H0z');
  });

  it('gives an unknown sport the default icon', () => {
    expect(sportIconId('football')).toBe('sport-football');
    expect(sportIconId('kabaddi')).toBe('sport-default');
    expect(sportIconId('constructor')).toBe('sport-default');
  });

  it('is cached for good when asked with its version, for a minute otherwise', async () => {
    const { version, svg } = iconSprite();
    const current = GET(new Request(`http://web.test/fe-api/icons.svg?version=${version}`));
    expect(current.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('etag')).toBe(`"${version}"`);
    expect(await current.text()).toBe(svg);
    const stale = GET(new Request('http://web.test/fe-api/icons.svg?version=old'));
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
    expect(GET(new Request('http://web.test/fe-api/icons.svg')).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
  });
});
