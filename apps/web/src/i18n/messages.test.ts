import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageFormats } from '@/shared/locale-format';
import {
  flatten,
  hasWords,
  latinDigitProblems,
  type Messages,
  numberArguments,
  parseMessage,
  placeholders,
  pluralProblems,
  untranslated,
} from './catalogue-rules';
import { LOCALES } from './locales';

const catalogues = new Map(
  LOCALES.map((locale) => [
    locale as string,
    flatten(
      JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages,
    ),
  ]),
);
const load = (locale: string): [string, string][] => catalogues.get(locale) ?? [];

/** messages/same-as-en.json: per locale, the keys whose English wording is also the right one there. */
const sameAsEn = JSON.parse(
  readFileSync(new URL('../../messages/same-as-en.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;

const en = load('en');
const enByKey = new Map(en);
const english = (key: string) => enByKey.get(key) ?? '';
const others = LOCALES.filter((locale) => locale !== 'en');

describe('message catalogues', () => {
  it('every locale has exactly the keys of en', () => {
    for (const locale of others) {
      expect(
        load(locale).map(([key]) => key),
        locale,
      ).toEqual(en.map(([key]) => key));
    }
  });

  it('every message keeps the placeholders of its English source', () => {
    for (const locale of others) {
      const messages = new Map(load(locale));
      for (const [key, source] of en) {
        expect(placeholders(messages.get(key) ?? ''), `${locale}: ${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('every message parses as ICU', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of load(locale)) {
        expect(() => parseMessage(message), `${locale}: ${key}`).not.toThrow();
      }
    }
  });

  it('every plural has the branches its locale needs and no other categories', () => {
    for (const locale of LOCALES) {
      const problems = load(locale).flatMap(([key, message]) =>
        pluralProblems(message, locale).map((problem) => `${key}: ${problem}`),
      );
      expect(problems, locale).toEqual([]);
    }
  });

  it('a locale with digits of its own writes every number argument in them', () => {
    for (const locale of LOCALES.filter((l) => messageFormats(l).number.digits.numberingSystem !== 'latn')) {
      const poundIsLatin = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem === 'latn';
      const problems = load(locale).flatMap(([key, message]) =>
        latinDigitProblems(
          message,
          new Set([...numberArguments(message), ...numberArguments(english(key))]),
          poundIsLatin,
        ).map((problem) => `${key}: ${problem}`),
      );
      expect(problems, locale).toEqual([]);
    }
  });

  it('no locale copies English except where same-as-en.json says the words are the same', () => {
    const english = new Map(en);
    for (const locale of others) {
      expect(untranslated(english, load(locale), sameAsEn[locale]), locale).toEqual([]);
    }
  });

  it('same-as-en.json lists only locales, keys and messages that really are the same as English', () => {
    const english = new Map(en);
    for (const [locale, keys] of Object.entries(sameAsEn)) {
      expect(others as readonly string[], `same-as-en.json: ${locale}`).toContain(locale);
      const messages = new Map(load(locale));
      const stale = keys.filter((key) => !english.has(key) || messages.get(key) !== english.get(key));
      expect(stale, `same-as-en.json: ${locale} keys that differ from English or do not exist`).toEqual([]);
      const unneeded = keys.filter((key) => !hasWords(english.get(key) ?? 'x'));
      expect(unneeded, `same-as-en.json: ${locale} keys without words need no listing`).toEqual([]);
    }
  });
});

describe('catalogue rules', () => {
  const english = new Map([
    ['a', 'Live'],
    ['b', '+{count}'],
    ['c', 'Sign in'],
  ]);

  it('an English copy with words is untranslated unless vouched for; one without words is not', () => {
    const copy: [string, string][] = [
      ['a', 'Live'],
      ['b', '+{count}'],
      ['c', 'Sign in'],
    ];
    expect(untranslated(english, copy)).toEqual(['a', 'c']);
    expect(untranslated(english, copy, ['a'])).toEqual(['c']);
    expect(untranslated(english, [['c', 'Anmelden']])).toEqual([]);
  });

  it("finds a plural's # and a plain number argument, not a number written in the locale's digits", () => {
    const numbers = numberArguments('{count, plural, one {# bet} other {# bets}} at {percent, number}%');
    expect([...numbers].sort()).toEqual(['count', 'percent']);
    expect(latinDigitProblems('{count, plural, few {# رهانات} other {# رهان}} +{percent}٪', numbers)).toEqual(
      [
        '# of {count} writes Latin digits',
        '# of {count} writes Latin digits',
        '{percent} writes Latin digits',
      ],
    );
    // Where the plain tag already writes the locale's digits (fa), only plain arguments are Latin.
    expect(
      latinDigitProblems('{count, plural, one {# شرط} other {# شرط}} {percent}', numbers, false),
    ).toEqual(['{percent} writes Latin digits']);
    expect(
      latinDigitProblems(
        '{count, plural, few {{count, number, digits} رهانات} other {{count, number, digits} رهان}} +{percent, number, digits}٪ {home}',
        numbers,
      ),
    ).toEqual([]);
  });

  it('words inside plural branches count, placeholders and digits do not', () => {
    expect(hasWords('{count, plural, one {# bet} other {# bets}}')).toBe(true);
    expect(hasWords('{home} – {away}')).toBe(false);
    expect(hasWords('{id} ({title})')).toBe(false);
    expect(hasWords('12')).toBe(false);
    expect(hasWords('X2')).toBe(true);
  });

  it('demands the categories counts select in the locale and refuses foreign ones', () => {
    expect(pluralProblems('{n, plural, one {# bet} other {# bets}}', 'en')).toEqual([]);
    expect(pluralProblems('{n, plural, =0 {none} one {# bet} other {# bets}}', 'en')).toEqual([]);
    expect(pluralProblems('{n, plural, one {# bet} few {# bets} other {# bets}}', 'en')).toEqual([
      '{n} has "few", not a cardinal category of en',
    ]);
    expect(pluralProblems('{n, plural, one {# zakład} other {# zakładów}}', 'pl')).toEqual([
      '{n} lacks the "few" branch',
      '{n} lacks the "many" branch',
    ]);
    expect(
      pluralProblems('{n, plural, one {# zakład} few {# zakłady} many {# zakładów} other {# zakładu}}', 'pl'),
    ).toEqual([]);
    // Spanish `many` is for millions only, Czech `many` for fractions only: neither is demanded.
    expect(pluralProblems('{n, plural, one {# apuesta} other {# apuestas}}', 'es')).toEqual([]);
    expect(pluralProblems('{n, plural, one {# sázka} few {# sázky} other {# sázek}}', 'cs')).toEqual([]);
    expect(pluralProblems('{n, plural, one {# bet}}', 'en')).toContain('{n} has no "other" branch');
    expect(pluralProblems('{n, select, a {x} b {y}}', 'en')).toEqual(['{n} has no "other" branch']);
    expect(pluralProblems('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en')).toEqual([]);
    expect(pluralProblems('{n, selectordinal, one {#st} other {#th}}', 'en')).toEqual([
      '{n} lacks the "few" branch',
      '{n} lacks the "two" branch',
    ]);
  });

  it('checks plurals nested in other branches', () => {
    expect(pluralProblems('{s, select, a {{n, plural, one {#} other {#}}} other {-}}', 'pl')).toEqual([
      '{n} lacks the "few" branch',
      '{n} lacks the "many" branch',
    ]);
  });
});

/**
 * German addresses the player with "du" throughout. "Sie" and "Ihr…" in the middle of a sentence
 * can only be the formal address; at a sentence start they may mean "they"/"their", so those pass.
 */
const FORMAL_ADDRESS = /(?<![.!?:]\s|^)\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/u;

describe('German register', () => {
  it('flags the formal address in the middle of a sentence', () => {
    expect(FORMAL_ADDRESS.test('Bitte versuchen Sie es erneut.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Melde dich an, um Ihre Wetten zu sehen.')).toBe(true);
    expect(FORMAL_ADDRESS.test('Wir brauchen Angaben. Sie werden gespeichert.')).toBe(false);
  });

  it('every German message says du, never Sie', () => {
    const messages = load('de');
    const formal = messages.filter(([, message]) => FORMAL_ADDRESS.test(message)).map(([key]) => key);
    expect(formal).toEqual([]);
    expect(messages.length).toBe(en.length);
  });
});
