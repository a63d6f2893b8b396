/**
 * SPEC §9's per-locale rules for numbers and dates, applied wherever the web formats one (odds,
 * money, times): every Intl formatter is built for formatLocale(locale), dates with dateOptions.
 */

/**
 * Numbering systems the product fixes per language. SPEC §9: Arabic shows Arabic-Indic digits
 * (٠١٢…); CLDR's default for plain `ar` is Latin digits in current runtimes and differs between
 * them, so the tag carries the numbering system (ar-u-nu-arab) and server and browser agree.
 */
const NUMBERING: Record<string, string> = { ar: 'arab' };

const language = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? '';

/** The tag to build Intl formatters with for a catalogue locale. */
export function formatLocale(locale: string): string {
  const numbering = NUMBERING[language(locale)];
  return numbering && !locale.includes('-u-') ? `${locale}-u-nu-${numbering}` : locale;
}

const digitTables = new Map<string, string[] | null>();

/**
 * Latin digits written in the locale's own (SPEC §9: ٠١٢… for ar), every other character kept: for
 * the figures a scoreboard writes as they come (scores, clocks, statistics).
 */
export function localDigits(text: string | number, locale: string): string {
  const tag = formatLocale(locale);
  let table = digitTables.get(tag);
  if (table === undefined) {
    const format = new Intl.NumberFormat(tag, { useGrouping: false });
    const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    table = digits[0] === '0' ? null : digits;
    digitTables.set(tag, table);
  }
  const own = table;
  return own ? String(text).replace(/[0-9]/g, (digit) => own[Number(digit)] ?? digit) : String(text);
}

/** Asked on every request (i18n/request.ts): made once per locale. */
const messageFormatsByLocale = new Map<string, { number: { digits: { numberingSystem: string } } }>();

/**
 * The named formats of the locale's messages: `{count, number, digits}` writes a number in the
 * locale's digits, where a plural's `#` or a plain `{count}` would write Latin ones (the message
 * formatter is built for the plain language tag).
 */
export function messageFormats(locale: string) {
  let formats = messageFormatsByLocale.get(locale);
  if (!formats) {
    const { numberingSystem } = new Intl.NumberFormat(formatLocale(locale)).resolvedOptions();
    formats = { number: { digits: { numberingSystem } } };
    messageFormatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * Date options as a locale shows them. SPEC §9: Serbian writes dates with two-digit day and month
 * (05.01.), so a numeric or named month becomes two digits there.
 */
export function dateOptions(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (language(locale) !== 'sr') return options;
  return {
    ...options,
    ...(options.day ? { day: '2-digit' } : {}),
    ...(options.month ? { month: '2-digit' } : {}),
  };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How far a moment is from now in words of the locale ('in 25 minutes', 'vor 2 Stunden', 'بعد ٥
 * دقائق'): the largest whole unit up to days; under a minute reads as now.
 */
export function formatRelative(target: Date, now: Date, locale: string): string {
  const tag = formatLocale(locale);
  let formatter = relativeFormatters.get(tag);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormatters.set(tag, formatter);
  }
  const seconds = (target.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(0, 'second');
}
