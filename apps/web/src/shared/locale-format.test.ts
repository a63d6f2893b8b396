import { formatOdds, type Odds1000 } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { dateOptions, formatLocale, formatRelative, localDigits, messageFormats } from './locale-format';

const kickOff = new Date('2026-01-05T18:30:00Z');

describe('formatLocale', () => {
  it('gives Arabic Arabic-Indic digits, whatever the runtime default', () => {
    expect(formatLocale('ar')).toBe('ar-u-nu-arab');
    expect(formatOdds(2920 as Odds1000, 'decimal', formatLocale('ar'))).toBe('٢٫٩٢');
    expect(new Intl.NumberFormat(formatLocale('ar')).format(1234.5)).toBe('١٬٢٣٤٫٥');
  });

  it('leaves other locales to their own decimal style', () => {
    expect(formatLocale('de')).toBe('de');
    expect(formatOdds(2920 as Odds1000, 'decimal', formatLocale('de'))).toBe('2,92');
    expect(formatOdds(2920 as Odds1000, 'decimal', formatLocale('en'))).toBe('2.92');
    expect(formatOdds(2920 as Odds1000, 'decimal', formatLocale('pt-BR'))).toBe('2,92');
  });
});

describe('dateOptions', () => {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

  it('writes Serbian dates with two-digit day and month', () => {
    const text = new Intl.DateTimeFormat('sr-ME', dateOptions('sr-ME', options)).format(kickOff);
    expect(text).toMatch(/^05\.\s?01\.?$/);
  });

  it('leaves other locales as asked', () => {
    expect(dateOptions('de', options)).toBe(options);
    expect(new Intl.DateTimeFormat('de', dateOptions('de', options)).format(kickOff)).toBe('5. Jan.');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-01-05T18:00:00Z');

  it('says how far in the future or past, in the largest whole unit', () => {
    expect(formatRelative(kickOff, now, 'en')).toBe('in 30 minutes');
    expect(formatRelative(new Date('2026-01-05T15:00:00Z'), now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelative(new Date('2026-01-06T18:00:00Z'), now, 'en')).toBe('tomorrow');
    expect(formatRelative(new Date('2026-01-05T18:00:20Z'), now, 'en')).toBe('now');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatRelative(new Date('2026-01-05T18:05:00Z'), now, 'ar')).toMatch(/٥/);
  });
});

describe('localDigits', () => {
  it("writes a scoreboard's Latin digits in ar's Arabic-Indic ones and leaves Latin locales alone", () => {
    expect(localDigits('45:00+02:10', 'ar')).toBe('٤٥:٠٠+٠٢:١٠');
    expect(localDigits(2, 'ar')).toBe('٢');
    expect(localDigits('2nd half · 3–1', 'ar')).toBe('٢nd half · ٣–١');
    expect(localDigits('45:00', 'en')).toBe('45:00');
    expect(localDigits(10, 'de')).toBe('10');
  });
});

describe('messageFormats', () => {
  it("names the locale's numbering system for {x, number, digits}", () => {
    expect(messageFormats('ar').number.digits.numberingSystem).toBe('arab');
    expect(messageFormats('fa').number.digits.numberingSystem).toBe('arabext');
    expect(messageFormats('en').number.digits.numberingSystem).toBe('latn');
  });
});
