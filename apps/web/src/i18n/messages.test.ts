import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

type Messages = { [key: string]: string | Messages };

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages;

/** Flattens the catalogue to [dotted key, message] pairs, in file order. */
const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** Names of the top-level ICU arguments: `{sport}`, `{count, plural, …}` give sport and count. */
const placeholders = (message: string): string[] => {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === '{') {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z_][\w-]*)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (char === '}') {
      depth--;
    }
  }
  return [...names].sort();
};

const en = flatten(load('en'));
const others = LOCALES.filter((locale) => locale !== 'en');

describe('message catalogues', () => {
  it('every locale has exactly the keys of en', () => {
    for (const locale of others) {
      expect(
        flatten(load(locale)).map(([key]) => key),
        locale,
      ).toEqual(en.map(([key]) => key));
    }
  });

  it('every message keeps the placeholders of its English source', () => {
    for (const locale of others) {
      const messages = new Map(flatten(load(locale)));
      for (const [key, source] of en) {
        expect(placeholders(messages.get(key) ?? ''), `${locale}: ${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('every message parses as ICU', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of flatten(load(locale))) {
        expect(() => new IntlMessageFormat(message, locale), `${locale}: ${key}`).not.toThrow();
      }
    }
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
    const messages = flatten(load('de'));
    const formal = messages.filter(([, message]) => FORMAL_ADDRESS.test(message)).map(([key]) => key);
    expect(formal).toEqual([]);
    expect(messages.length).toBe(en.length);
  });
});
