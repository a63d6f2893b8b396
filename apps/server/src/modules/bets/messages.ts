import { DEFAULT_LOCALE, LOCALES } from '../../../../web/src/i18n/locales';
import { negotiateLocale } from '../../../../web/src/i18n/negotiate';

/**
 * `localized_message` of refusals (SPEC §8: a server's localized message is shown first), for
 * clients that show the server's text. The texts are the web's message catalogues, one per entry of
 * the web's LOCALES, bundled into the server at build time (esbuild bundles every file the import's
 * pattern matches), so a locale added to the web is served here too and the server keeps no list.
 */
type Catalogue = { readonly [key: string]: string | Catalogue };

const CATALOGUES: Record<string, Catalogue> = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const module = await import(`../../../../web/messages/${locale}.json`, { with: { type: 'json' } });
      return [locale, module.default as Catalogue] as const;
    }),
  ),
);

/**
 * The locale of a request from its Accept-Language header: the best supported tag by q-value
 * (SPEC §2 aliases such as no→nb included), else the default locale.
 */
export function requestLocale(acceptLanguage: string | undefined): string {
  return negotiateLocale(acceptLanguage, LOCALES) ?? DEFAULT_LOCALE;
}

/** The text under a dotted key ('error.place_bets.default'), if the catalogue has one. */
function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of a message key in a locale, falling back to English, then to the key itself. */
export function localize(key: string, locale: string): string {
  return lookup(CATALOGUES[locale], key) ?? lookup(CATALOGUES[DEFAULT_LOCALE], key) ?? key;
}
