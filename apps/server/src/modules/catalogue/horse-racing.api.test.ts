import {
  BetsErrorKey,
  MatchStatus,
  type TBet,
  type TMarket,
  type TMatch,
  type TRaceCard,
  type TSport,
} from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { anAreaOnAndOff } from '../../test/areas';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';

interface List<T> {
  data: T[];
  pagination: { total: number };
}

const RACING = 'horse_racing';
const WIN = 1100;
const PLACE = 1101;

describe.each(testDatabases())('the horse racing area on $name', (database) => {
  const { stack, get, place } = anAreaOnAndOff(database, 'is_horse_racing_enabled');

  const nextRaces = async (side: 'on' | 'off') =>
    (await get<List<TMatch>>(side, `/matches?sport_type=${RACING}&match_status=0&bettable=true&limit=20`))
      .data;

  it('on: races at the courses, each with a card, a Win market and a Place market at the each-way fraction', async () => {
    const sports = (await get<List<TSport>>('on', `/sports?sport_type=${RACING}`)).data;
    expect(sports.map((s) => s.key)).toEqual(['horse-racing']);
    const races = await nextRaces('on');
    expect(races.length).toBeGreaterThan(5);
    for (const race of races.slice(0, 5)) {
      expect(race.competitors).toEqual({ home: null, away: null });
      const card = await get<TRaceCard>('on', `/matches/${race.id}/racecard`);
      expect(card.runners.length).toBeGreaterThanOrEqual(6);
      expect(card.runners.map((r) => r.number)).toEqual(card.runners.map((_, i) => i + 1));
      expect(new Set(card.runners.map((r) => r.draw)).size).toBe(card.runners.length);
      expect(card.each_way).toEqual(
        card.runners.length >= 8 ? { places: 3, fraction: '1/5' } : { places: 2, fraction: '1/4' },
      );
      const markets = (await get<List<TMarket>>('on', `/matches/${race.id}/markets?limit=50`)).data;
      const win = markets.find((m) => m.id === WIN);
      const placeMarket = markets.find((m) => m.id === PLACE);
      if (!win || !placeMarket) throw new Error(`race ${race.slug} lacks its markets`);
      expect(race.main_market?.id).toBe(WIN);
      expect(placeMarket.specifier).toBe(`places=${card.each_way.places}`);
      expect(win.outcomes.map((o) => o.id)).toEqual(card.runners.map((r) => `runner:${r.number}`));
      expect(win.outcomes.map((o) => o.name)).toEqual(card.runners.map((r) => r.name));
      const share = card.each_way.fraction === '1/4' ? 4 : 5;
      for (const [i, o] of placeMarket.outcomes.entries()) {
        const winOdds = win.outcomes[i]?.odds ?? 0;
        expect(Math.abs(o.odds - (1000 + (winOdds - 1000) / share))).toBeLessThanOrEqual(5);
      }
    }
    // The lists of every sport leave races to their own area.
    const all = await get<List<TMatch>>('on', '/matches?match_status=0,1&limit=500');
    expect(all.data.some((m) => m.sport.type === RACING)).toBe(false);
    // A match that is not a race has no card.
    const football = all.data.find((m) => m.sport.key === 'football');
    if (football) await get('on', `/matches/${football.id}/racecard`, 404);
  });

  it('on: a race settles by its finishing order: Win and Place singles on every runner, each paid exactly', async () => {
    const [race] = await nextRaces('on');
    if (!race) throw new Error('no race to bet on');
    const markets = (await get<List<TMarket>>('on', `/matches/${race.id}/markets?limit=50`)).data;
    const win = markets.find((m) => m.id === WIN);
    const placeMarket = markets.find((m) => m.id === PLACE);
    if (!win || !placeMarket) throw new Error('the race lacks its markets');
    const { db, services, app } = stack('on');
    const { cookie } = await aSignedInPlayer(db, services, { balance: 100_000, now: TEST_NOW });
    // One win single and one place single on every runner: exactly one win and `places` places pay.
    const singles = [win, placeMarket].flatMap((market) =>
      market.outcomes.map((o) => ({
        stake: { value: 100, currency: 'EUR' },
        selections: [
          {
            match_id: race.id,
            market_id: market.id,
            specifier: market.specifier,
            outcome_id: o.id,
            odds: o.odds,
          },
        ],
      })),
    );
    const placed = await place('on', cookie, singles, { type: 'single' });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(200);

    const finished = await app.inject({ method: 'POST', url: `/api/dev/matches/${race.id}/finish` });
    expect(finished.statusCode, finished.body).toBe(200);
    const result = await get<TMatch>('on', `/matches/${race.id}`);
    expect(result.status).toBe(MatchStatus.finished);
    const order = result.statistics?.race?.order ?? [];
    expect(result.statistics?.race?.finished).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(win.outcomes.map((_, i) => i + 1));

    const settled = await app.inject({
      url: '/api/sportsbook/v3/bets?status=settled&limit=100',
      headers: { cookie },
    });
    const bets = (settled.json() as { data: TBet[] }).data;
    expect(bets).toHaveLength(singles.length);
    const places = Number(placeMarket.specifier.split('=')[1]);
    for (const bet of bets) {
      const selection = bet.selections[0];
      if (!selection) throw new Error('a bet without its selection');
      const position = order.indexOf(Number(selection.outcome_id.split(':')[1]));
      const won = selection.market_id === WIN ? position === 0 : position < places;
      expect(bet.result, `${selection.market_id} ${selection.outcome_id} finished ${position + 1}`).toBe(
        won ? 'win_entire' : 'lose_entire',
      );
      expect(bet.win_amount).toBe(won ? Math.floor((100 * selection.odds) / 1000) : 0);
    }
  });

  it('off: races are neither listed, found nor bettable', async () => {
    const [race] = await nextRaces('on');
    if (!race?.main_market) throw new Error('no race');
    expect((await get<List<TSport>>('off', `/sports?sport_type=${RACING}`)).data).toEqual([]);
    expect((await get<List<TMatch>>('off', `/matches?sport_type=${RACING}`)).pagination.total).toBe(0);
    await get('off', `/matches/${race.id}`, 404);
    await get('off', `/matches/${race.id}/racecard`, 404);
    await get('off', '/matches?sport_key=horse-racing', 400);
    const outcome = race.main_market.outcomes[0];
    if (!outcome) throw new Error('no runner');
    const { db, services } = stack('off');
    const { cookie } = await aSignedInPlayer(db, services, { balance: 10_000, now: TEST_NOW });
    const refused = await place('off', cookie, [
      {
        stake: { value: 100, currency: 'EUR' },
        selections: [
          { match_id: race.id, market_id: WIN, specifier: '', outcome_id: outcome.id, odds: outcome.odds },
        ],
      },
    ]);
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(400);
    expect(refused.body).toContain(BetsErrorKey.selectionNotAvailable);
  });
});
