import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../web/src/i18n/locales';
import { localize, requestLocale } from './messages';

const root = new URL('../../../../../', import.meta.url).pathname;

/** Every source file (not tests) under a directory. */
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * The message keys the server can send: every quoted 'error.…', 'warning.…' or 'sb.…' literal of the
 * server and of the packages it answers with (contract codes, betting rules). Read from the source,
 * so a key added anywhere is checked without a list to keep up to date.
 */
const serverKeys = [
  ...new Set(
    ['apps/server/src', 'packages/contract/src', 'packages/betting/src']
      .flatMap(sources)
      .flatMap((file) => [
        ...readFileSync(file, 'utf8').matchAll(/['"`]((?:error|warning|sb)\.[\w.-]*\w)['"`]/g),
      ])
      .map((match) => match[1] as string),
  ),
].sort();

type Catalogue = { [key: string]: string | Catalogue };
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(join(root, `apps/web/messages/${locale}.json`), 'utf8')) as Catalogue;
const text = (messages: Catalogue, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], messages);

describe("the server's message keys live in the web's catalogues", () => {
  it('finds the keys the server sends', () => {
    // The scan itself must work: these are sent today (bets, framework errors, wallet, dev mailbox).
    expect(serverKeys).toEqual(
      expect.arrayContaining([
        'error.place_bets.invalid_odds',
        'error.request.too_large',
        'error.wallet.balance_limit',
        'error.dev.mailbox_loopback_only',
      ]),
    );
    expect(serverKeys.length).toBeGreaterThan(50);
  });

  it.each(LOCALES)('%s has a plain text (no ICU argument the server cannot fill) for every key', (locale) => {
    const messages = catalogue(locale);
    const missing = serverKeys.filter((key) => typeof text(messages, key) !== 'string');
    const withArguments = serverKeys.filter((key) => String(text(messages, key)).includes('{'));
    expect({ missing, withArguments }).toEqual({ missing: [], withArguments: [] });
  });
});

describe('localize and requestLocale', () => {
  it('answers in the language of the request from the web catalogue', () => {
    const de = catalogue('de');
    expect(localize('error.place_bets.invalid_odds', requestLocale('de-AT,de;q=0.9'))).toBe(
      text(de, 'error.place_bets.invalid_odds'),
    );
    expect(localize('sb.ticket.not-available.label', 'pt-BR')).toBe(
      text(catalogue('pt-BR'), 'sb.ticket.not-available.label'),
    );
  });

  const has = (locale: string) => (LOCALES as readonly string[]).includes(locale);
  it.each([
    ['br', 'pt-BR'],
    ['pt-PT', has('pt') ? 'pt' : 'pt-BR'],
    ['xx-XX, es;q=0.8', 'es'],
    ['en;q=0.2, de;q=0.9', 'de'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('requestLocale(%s) is %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });

  it.each(LOCALES)('serves %s from its own catalogue', (locale) => {
    expect(localize('error.place_bets.default', requestLocale(locale))).toBe(
      text(catalogue(locale), 'error.place_bets.default'),
    );
  });

  it('falls back to English, then to the key itself', () => {
    expect(localize('error.place_bets.default', 'xx')).toBe(
      text(catalogue('en'), 'error.place_bets.default'),
    );
    expect(localize('error.nothing.like.this', 'de')).toBe('error.nothing.like.this');
  });
});
