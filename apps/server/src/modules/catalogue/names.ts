import { realtimeLang } from '@sportsbook/contract';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '../../../../web/src/i18n/locales';
import { acceptedLanguages, unalias } from '../../../../web/src/i18n/negotiate';

/**
 * A language's catalogue names: an English name, or an English template, to an ICU message.
 * Template slots are `{name}` (any text, itself translated: 'Draw' in 'Draw/{b}') and
 * `{name:ordinal}` (an English ordinal such as '2nd', passed on as the number 2, so that a
 * language can write '2. Halbzeit' or `{n, selectordinal, …}`).
 */
export type NameDictionary = Readonly<Record<string, string>>;

interface Template {
  regex: RegExp;
  slots: { name: string; ordinal: boolean }[];
  message: IntlMessageFormat;
  /** Length of the template's literal text: more specific templates are tried first. */
  weight: number;
}

const SLOT = /\{(\w+)(:ordinal)?\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Translations held per language before memory is given back; names repeat, so this is plenty. */
const MEMO_LIMIT = 50_000;

/** One language's names: exact names first, then templates, most specific first. */
class LanguageNames {
  private readonly exact = new Map<string, IntlMessageFormat>();
  private readonly templates: Template[] = [];
  private readonly memo = new Map<string, string>();

  constructor(
    private readonly lang: string,
    dictionary: NameDictionary,
  ) {
    for (const [english, translated] of Object.entries(dictionary)) {
      const message = new IntlMessageFormat(translated, lang);
      if (!english.includes('{')) {
        this.exact.set(english, message);
        continue;
      }
      const slots: Template['slots'] = [];
      let pattern = '';
      let last = 0;
      for (const slot of english.matchAll(SLOT)) {
        pattern += escapeRegex(english.slice(last, slot.index));
        pattern += slot[2] ? '(\\d+)(?:st|nd|rd|th)' : '(.+?)';
        slots.push({ name: slot[1] as string, ordinal: Boolean(slot[2]) });
        last = slot.index + slot[0].length;
      }
      pattern += escapeRegex(english.slice(last));
      const weight = english.replace(SLOT, '').length;
      this.templates.push({ regex: new RegExp(`^${pattern}$`), slots, message, weight });
    }
    this.templates.sort((a, b) => b.weight - a.weight);
  }

  translate(name: string): string {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    const translated = this.compute(name, 0);
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(name, translated);
    return translated;
  }

  private compute(name: string, depth: number): string {
    const exact = this.exact.get(name);
    if (exact) return String(exact.format());
    // Slots hold team names or other names; two levels ('Draw/Draw' inside '… & …') are enough.
    if (depth > 2) return name;
    for (const template of this.templates) {
      const found = template.regex.exec(name);
      if (!found) continue;
      const values: Record<string, string | number> = {};
      template.slots.forEach((slot, i) => {
        const text = found[i + 1] as string;
        values[slot.name] = slot.ordinal ? Number(text) : this.compute(text, depth + 1);
      });
      return String(template.message.format(values));
    }
    return name;
  }

  toString(): string {
    return this.lang;
  }
}

/** Anything with a translatable `name`. */
interface Named {
  name: string;
}

/**
 * Catalogue names in the language a client asks for (SPEC §7: the API follows Accept-Language).
 * The catalogue stores English names; replies and real-time publications are translated on the
 * way out, per language, so each reply cache entry and each language channel carries its own.
 * Team and player names have no entry and pass unchanged.
 */
export class CatalogueNames {
  private readonly byLang = new Map<string, LanguageNames>();
  private readonly negotiated = new Map<string, string>();

  constructor(dictionaries: Readonly<Record<string, NameDictionary>>) {
    for (const [lang, dictionary] of Object.entries(dictionaries)) {
      if (lang !== 'en') this.byLang.set(lang, new LanguageNames(lang, dictionary));
    }
  }

  /** Languages with names of their own, English first. */
  get languages(): string[] {
    return ['en', ...this.byLang.keys()];
  }

  /**
   * The names language of a request: its Accept-Language tags in order of preference (the web's
   * parsing, SPEC §2 aliases such as no → nb included), the first whose language has names, else
   * English. Languages follow the realtime channel's (pt-BR → pt, sr-ME → sr).
   */
  languageOf(acceptLanguage: string | undefined): string {
    if (!acceptLanguage) return 'en';
    const known = this.negotiated.get(acceptLanguage);
    if (known) return known;
    const lang =
      acceptedLanguages(acceptLanguage)
        .map((tag) => realtimeLang(unalias(tag, LOCALES)))
        .find((tag) => tag === 'en' || this.byLang.has(tag)) ?? 'en';
    // Headers come from a small set of browsers; the bound only guards against a flood of odd ones.
    if (this.negotiated.size >= 1000) this.negotiated.clear();
    this.negotiated.set(acceptLanguage, lang);
    return lang;
  }

  /** One name in a language (English and unknown names unchanged). */
  name(lang: string, name: string): string {
    return this.byLang.get(lang)?.translate(name) ?? name;
  }

  /** Names in the language of a request (its Accept-Language, or a locale such as 'pt-BR'). */
  translatorFor(acceptLanguage: string | undefined): (name: string) => string {
    const names = this.byLang.get(this.languageOf(acceptLanguage));
    return names ? (name) => names.translate(name) : (name) => name;
  }

  /** A copy of a named thing with its name translated. */
  named<T extends Named>(lang: string, value: T): T {
    const names = this.byLang.get(lang);
    return names ? { ...value, name: names.translate(value.name) } : value;
  }

  /** A market with its name and outcome names translated. */
  market<T extends Named & { outcomes: Named[] }>(lang: string, market: T): T {
    const names = this.byLang.get(lang);
    if (!names) return market;
    return {
      ...market,
      name: names.translate(market.name),
      outcomes: market.outcomes.map((o) => ({ ...o, name: names.translate(o.name) })),
    };
  }

  /** Period names of match statistics ('2nd half', 'Break'). */
  statistics<T extends { period_scores: Named[]; current_period: string | null }>(lang: string, stats: T): T {
    const names = this.byLang.get(lang);
    if (!names) return stats;
    return {
      ...stats,
      period_scores: stats.period_scores.map((p) => ({ ...p, name: names.translate(p.name) })),
      current_period: stats.current_period === null ? null : names.translate(stats.current_period),
    };
  }

  /** A tournament with its own, its category's and its sport's names translated. */
  tournament<T extends Named & { category: Named; sport: Named }>(lang: string, t: T): T {
    if (!this.byLang.has(lang)) return t;
    return {
      ...this.named(lang, t),
      category: this.named(lang, t.category),
      sport: this.named(lang, t.sport),
    };
  }

  /** A match: its heading, references, period names and embedded main markets. */
  match<
    T extends Named & {
      sport: Named;
      category: Named;
      tournament: Named;
      statistics: { period_scores: Named[]; current_period: string | null } | null;
      main_market: (Named & { outcomes: Named[] }) | null;
      secondary_market: (Named & { outcomes: Named[] }) | null;
    },
  >(lang: string, match: T): T {
    if (!this.byLang.has(lang)) return match;
    return {
      ...this.named(lang, match),
      sport: this.named(lang, match.sport),
      category: this.named(lang, match.category),
      tournament: this.named(lang, match.tournament),
      statistics: match.statistics && this.statistics(lang, match.statistics),
      main_market: match.main_market && this.market(lang, match.main_market),
      secondary_market: match.secondary_market && this.market(lang, match.secondary_market),
    };
  }
}
