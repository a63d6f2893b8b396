import { describe, expect, it } from 'vitest';
import { CatalogueNames } from '../../modules/catalogue/names';
import en from '../../modules/catalogue/names/en.json' with { type: 'json' };
import { priceMarketsAt } from './index';
import { aReference, aWindow, DAY, instants, NOW, outcomesOf, scriptOf } from './test-fixtures';

/** Every English entry wrapped in marks: a name comes back marked only if an entry covers it. */
const marked = new CatalogueNames({
  xx: Object.fromEntries(Object.entries(en).map(([key, message]) => [key, `⟦${message}⟧`])),
});
const covered = (name: string) => marked.name('xx', name).startsWith('⟦');

/** Names that are not words: team and player names, scores, lines, counts. */
const isProperOrNumber = (name: string, proper: ReadonlySet<string>) =>
  proper.has(name) ||
  name === '1X2' ||
  /^[\d:+\-. ()]+$/.test(name) ||
  [...proper].some((p) => name.startsWith(`${p} (`));

describe('the demo catalogue’s names', () => {
  it('every sport, country, market, outcome and heading the demo generates has an entry', () => {
    const ref = aReference();
    const proper = new Set(ref.competitors.map((c) => c.name));
    const uncovered = new Set<string>();
    const check = (name: string) => {
      if (!covered(name) && !isProperOrNumber(name, proper)) uncovered.add(name);
    };
    // Tournament and esports titles are names; sports and countries are words.
    const esports = new Set(['Counter-Strike 2', 'Dota 2', 'League of Legends', 'Valorant']);
    for (const sport of ref.sports) if (!esports.has(sport.name)) check(sport.name);
    for (const category of ref.categories) if (category.country_code) check(category.name);
    // One match in forty over two days holds every sport and market shape (most sports play daily).
    const week = aWindow(NOW - DAY, NOW + DAY).filter((_, i) => i % 40 === 0);
    for (const { match } of week) {
      if (match.home_id !== null) check(match.name);
      const dur = scriptOf(match).dur * 1000;
      for (const at of [
        match.start_time - 60_000,
        ...instants(2, match.start_time, match.start_time + dur),
      ]) {
        for (const market of priceMarketsAt(match, at)) {
          check(market.name);
          for (const outcome of outcomesOf(market)) check(outcome.name);
        }
      }
    }
    expect([...uncovered].sort()).toEqual([]);
  });
});
