import ar from '../../../../web/messages/ar.json' with { type: 'json' };
import de from '../../../../web/messages/de.json' with { type: 'json' };
import en from '../../../../web/messages/en.json' with { type: 'json' };
import es from '../../../../web/messages/es.json' with { type: 'json' };
import ptBR from '../../../../web/messages/pt-BR.json' with { type: 'json' };

/**
 * `localized_message` of refusals (SPEC §8: a server's localized message is shown first), for
 * clients that show the server's text. The texts are the web's message catalogues, bundled into
 * the server at build time, so one catalogue holds every translation (the server keeps none).
 */
type Catalogue = { readonly [key: string]: string | Catalogue };

const CATALOGUES: Record<string, Catalogue> = { en, de, es, 'pt-BR': ptBR, pt: ptBR, ar };

/** The locale of a request from its Accept-Language header (first supported tag, else English). */
export function requestLocale(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag) continue;
    if (CATALOGUES[tag]) return tag;
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === 'br') return 'pt-BR';
    if (base && CATALOGUES[base]) return base;
  }
  return 'en';
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
  return lookup(CATALOGUES[locale], key) ?? lookup(en, key) ?? key;
}
