import { describe, expect, it } from 'vitest';
import { CatalogueNames } from './names';
import en from './names/en.json' with { type: 'json' };
import { CATALOGUE_NAMES } from './names/index';

const names = new CatalogueNames(CATALOGUE_NAMES);

describe('catalogue names', () => {
  it('every language has exactly the English keys', () => {
    for (const [lang, dictionary] of Object.entries(CATALOGUE_NAMES)) {
      expect(Object.keys(dictionary), lang).toEqual(Object.keys(en));
    }
  });

  it('translates names, templates and ordinals, leaving team names as they are', () => {
    expect(names.name('de', 'Football')).toBe('Fußball');
    expect(names.name('de', 'Over 2.5')).toBe('Über 2.5');
    expect(names.name('de', '2nd half')).toBe('2. Halbzeit');
    expect(names.name('de', 'Berlin City vs Paris FC')).toBe('Berlin City – Paris FC');
    expect(names.name('de', 'Draw/Paris FC')).toBe('Unentschieden/Paris FC');
    expect(names.name('de', 'Draw & over 2.5')).toBe('Unentschieden & über 2.5');
    expect(names.name('de', 'Paris FC or draw')).toBe('Paris FC oder Unentschieden');
    expect(names.name('de', 'Draw or Paris FC')).toBe('Unentschieden oder Paris FC');
    expect(names.name('de', 'Paris FC by 3+')).toBe('Paris FC mit 3+');
    expect(names.name('de', '3rd innings - Paris FC total')).toBe('3. Innings – Paris FC gesamt');
    expect(names.name('fr', '1st half')).toBe('1re mi-temps');
    expect(names.name('fr', '1st set')).toBe('1er set');
    expect(names.name('fr', '2nd set - winner')).toBe('2e set – vainqueur');
    expect(names.name('ja', '1st half')).toBe('前半');
    expect(names.name('ja', '3rd half')).toBe('第3ハーフ');
    expect(names.name('de', 'Paris FC')).toBe('Paris FC');
    expect(names.name('en', 'Draw')).toBe('Draw');
    expect(names.name('xx', 'Draw')).toBe('Draw');
  });

  it('writes ordinals as words where a language selects them, for numbers and for text slots', () => {
    expect(names.name('he', '2nd half')).toBe('מחצית שנייה');
    expect(names.name('fa', '2nd set - winner')).toBe('ست دوم – برنده');
    expect(names.name('ur', '2nd innings - Paris FC total')).toBe('دوسری اننگز – Paris FC کا مجموعہ');
    expect(names.name('fil', 'Goal 2')).toBe('Ikalawang gol');
    expect(names.name('fil', '11th game')).toBe('Ika-11 na game');
    expect(names.name('sr', '1st half - 1X2')).toBe('1. poluvrijeme – 1X2');
    expect(names.name('zh', '2nd half')).toBe('下半场');
  });

  it('translates a market with its outcomes, and a tournament with its references', () => {
    const market = { name: 'Total goals', outcomes: [{ name: 'Over 1.5' }, { name: 'Under 1.5' }] };
    expect(names.market('ar', market)).toEqual({
      name: 'مجموع الأهداف',
      outcomes: [{ name: 'أكثر من 1.5' }, { name: 'أقل من 1.5' }],
    });
    expect(market.name).toBe('Total goals');
    const tournament = { name: 'Premier League', category: { name: 'England' }, sport: { name: 'Football' } };
    expect(names.tournament('es', tournament)).toEqual({
      name: 'Premier League',
      category: { name: 'Inglaterra' },
      sport: { name: 'Fútbol' },
    });
  });

  it('negotiates the language of Accept-Language by q, with aliases and English as the fallback', () => {
    expect(names.languageOf(undefined)).toBe('en');
    expect(names.languageOf('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(names.languageOf('xx,fr;q=0.5')).toBe('fr');
    expect(names.languageOf('en;q=0.3,ja;q=0.9')).toBe('ja');
    expect(names.languageOf('pt-BR')).toBe('pt');
    expect(names.languageOf('de;q=0,es')).toBe('es');
    expect(names.languageOf('zz, yy')).toBe('en');
    expect(names.languageOf('*')).toBe('en');
    expect(names.languageOf('no-NO')).toBe('nb');
    expect(names.languageOf('sr-ME')).toBe('sr');
  });
});
