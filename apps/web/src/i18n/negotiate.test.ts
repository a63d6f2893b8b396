import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale, unalias } from './negotiate';

describe('acceptedLanguages', () => {
  it('orders tags by q-value, keeping the header order on ties', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.8, es;q=0.8')).toEqual(['de-AT', 'en', 'es', 'fr']);
  });

  it('drops q=0, the wildcard, malformed q-values and tags that are not BCP 47', () => {
    expect(acceptedLanguages('de;q=0, *, es;q=abc, en_US, x!y, fr;q=0.1')).toEqual(['fr']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('canonicalises case', () => {
    expect(acceptedLanguages('PT-br')).toEqual(['pt-BR']);
  });
});

describe('negotiateLocale', () => {
  const supported = ['en', 'de', 'es', 'pt-BR', 'ar', 'nb', 'fil', 'vi', 'sr-ME'];

  it.each([
    ['de-AT,de;q=0.9', 'de'],
    ['fr-FR, es;q=0.8', 'es'],
    ['es;q=0.3, ar;q=0.9', 'ar'],
    ['pt-PT', 'pt-BR'],
    ['en-US,en;q=0.9', 'en'],
  ])('%s gives %s', (header, locale) => {
    expect(negotiateLocale(header, supported)).toBe(locale);
  });

  it.each([
    ['no', 'nb'],
    ['no-NO,en;q=0.5', 'nb'],
    ['tl', 'fil'],
    ['vn', 'vi'],
    ['br', 'pt-BR'],
    ['sr', 'sr-ME'],
  ])('the SPEC alias %s gives %s', (header, locale) => {
    expect(negotiateLocale(header, supported)).toBe(locale);
  });

  it('answers nothing when no tag is supported, so the caller picks its default', () => {
    expect(negotiateLocale('xx, yy;q=0.5', supported)).toBeUndefined();
    expect(negotiateLocale('ja', supported)).toBeUndefined();
    expect(negotiateLocale(undefined, supported)).toBeUndefined();
  });

  it('answers only from the supported set it is given', () => {
    expect(negotiateLocale('de, es;q=0.5', ['en', 'es'])).toBe('es');
    expect(negotiateLocale('de', ['en', 'es'])).toBeUndefined();
  });

  it('leaves an alias alone when its target is not supported', () => {
    expect(unalias('no', ['en'])).toBe('no');
    expect(unalias('no-NO', ['nb'])).toBe('nb');
  });
});
