import { describe, expect, it } from 'vitest';
import { blockedCountryName } from './blocked-country';

const config = {
  countries: [],
  blocked_countries: { sign_in: ['US'], sign_up: ['US', 'NL'] },
};

describe('blockedCountryName', () => {
  it('names the country of the X-Country-Code header in the page language', () => {
    expect(blockedCountryName('en', 'fr', config)).toBe('France');
    expect(blockedCountryName('de', 'FR', config)).toBe('Frankreich');
  });

  it('falls back to the country the site configuration blocks', () => {
    expect(blockedCountryName('en', null, config)).toBe('United States');
    expect(blockedCountryName('en', '  ', config)).toBe('United States');
  });

  it('is null, never a placeholder, when no country is known', () => {
    const none = { countries: [], blocked_countries: { sign_in: [], sign_up: [] } };
    expect(blockedCountryName('en', null, none)).toBeNull();
    expect(blockedCountryName('en', 'not a code', none)).toBeNull();
  });

  it('uses the configuration name, then the code, for a region the runtime cannot name', () => {
    expect(blockedCountryName('en', 'QZ', { ...config, countries: [{ code: 'QZ', name: 'Quartz' }] })).toBe(
      'Quartz',
    );
    expect(blockedCountryName('en', 'QZ', config)).toBe('QZ');
  });
});
