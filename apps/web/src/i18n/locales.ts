/**
 * Locales with a message catalogue in messages/<code>.json. Adding a locale = adding its file and
 * its line here; the site config decides which of them an operator offers.
 */
export const LOCALES = [
  'en',
  'de',
  'es',
  'pt-BR',
  'ar',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'ru',
  'uk',
  'tr',
  'sv',
  'nb',
  'da',
  'fi',
  'et',
  'lv',
  'lt',
  'sr-ME',
  'hr',
  'sl',
  'ja',
  'ko',
  'zh',
  'vi',
  'fil',
  'he',
  'fa',
  'ur',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** SPEC §2: right-to-left locales. */
const RTL = new Set(['ar', 'he', 'fa', 'ur']);
export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RTL.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** SPEC §2: aliased locale codes redirect to the locale they stand for. */
export const LOCALE_ALIASES: Record<string, string> = {
  no: 'nb',
  tl: 'fil',
  vn: 'vi',
  br: 'pt-BR',
  sr: 'sr-ME',
};

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * A locale's name in its own language ('Deutsch', 'português (Brasil)' capitalised), from the
 * runtime's CLDR data, so a new locale needs no name written anywhere.
 */
export function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
