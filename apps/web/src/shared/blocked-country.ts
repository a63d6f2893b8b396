import type { TSiteConfig } from '@sportsbook/contract';

/**
 * The country the blocked page names (SPEC §2): the edge's geolocation (`X-Country-Code`), else the
 * country the site configuration blocks; its name in the page's language. Null when neither is
 * known, so the page can say "your country" instead of a placeholder.
 */
export function blockedCountryName(
  locale: string,
  headerCode: string | null,
  config: Pick<TSiteConfig, 'countries' | 'blocked_countries'>,
): string | null {
  const code = (headerCode?.trim() || config.blocked_countries.sign_in[0] || '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    if (name) return name;
  } catch {
    // A locale the runtime does not know: the configuration's name below.
  }
  return config.countries.find((country) => country.code === code)?.name ?? code;
}
