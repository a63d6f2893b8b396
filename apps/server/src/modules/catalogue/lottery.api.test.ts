import {
  BetsErrorKey,
  MatchStatus,
  type TBet,
  type TMarket,
  type TMatch,
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

const LOTTERY = 'lottery';
const NUMBER = 1200;
const ODD_EVEN = 1201;
const TOTAL = 1202;

describe.each(testDatabases())('the lotteries area on $name', (database) => {
  const { stack, get, place } = anAreaOnAndOff(database, 'is_lottery_enabled');

  const nextDraws = async () =>
    (await get<List<TMatch>>('on', `/matches?sport_type=${LOTTERY}&match_status=0&bettable=true&limit=20`))
      .data;

  it('on: draws of two lotteries, each with a number for every ball, odd/even and the total', async () => {
    const sports = (await get<List<TSport>>('on', `/sports?sport_type=${LOTTERY}`)).data;
    expect(sports.map((s) => s.key)).toEqual(['lotteries']);
    const draws = await nextDraws();
    expect(new Set(draws.map((d) => d.tournament.name))).toEqual(new Set(['Lucky 6/49', 'Daily 5/35']));
    for (const draw of draws.slice(0, 4)) {
      const pool = draw.tournament.name === 'Lucky 6/49' ? 49 : 35;
      const markets = (await get<List<TMarket>>('on', `/matches/${draw.id}/markets`)).data;
      const numbers = markets.find((m) => m.id === NUMBER);
      expect(numbers?.outcomes.map((o) => o.id)).toEqual(
        Array.from({ length: pool }, (_, i) => `ball:${i + 1}`),
      );
      expect(numbers?.specifier).toBe(pool === 49 ? 'balls=6' : 'balls=5');
      expect(markets.find((m) => m.id === ODD_EVEN)?.outcomes.map((o) => o.name)).toEqual(['Odd', 'Even']);
      expect(markets.find((m) => m.id === TOTAL)?.specifier).toBe(pool === 49 ? 'total=150.5' : 'total=90.5');
    }
    const all = await get<List<TMatch>>('on', '/matches?match_status=0,1&limit=500');
    expect(all.data.some((m) => m.sport.type === LOTTERY)).toBe(false);
  });

  it('on: a draw settles from its balls — exactly the numbers drawn win, and pay', async () => {
    const draw = (await nextDraws()).find((d) => d.tournament.name === 'Lucky 6/49');
    if (!draw) throw new Error('no 6/49 draw');
    const markets = (await get<List<TMarket>>('on', `/matches/${draw.id}/markets`)).data;
    const numbers = markets.find((m) => m.id === NUMBER);
    if (!numbers) throw new Error('no number market');
    const { db, services, app } = stack('on');
    const { cookie } = await aSignedInPlayer(db, services, { balance: 100_000, now: TEST_NOW });
    const placed = await place(
      'on',
      cookie,
      numbers.outcomes.map((o) => ({
        stake: { value: 100, currency: 'EUR' },
        selections: [
          {
            match_id: draw.id,
            market_id: NUMBER,
            specifier: numbers.specifier,
            outcome_id: o.id,
            odds: o.odds,
          },
        ],
      })),
      { type: 'single' },
    );
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(200);
    const finished = await app.inject({ method: 'POST', url: `/api/dev/matches/${draw.id}/finish` });
    expect(finished.statusCode, finished.body).toBe(200);
    const result = await get<TMatch>('on', `/matches/${draw.id}`);
    expect(result.status).toBe(MatchStatus.finished);
    const drawn = result.statistics?.draw?.drawn ?? [];
    expect(drawn).toHaveLength(6);
    expect(new Set(drawn).size).toBe(6);
    const settled = await app.inject({
      url: '/api/sportsbook/v3/bets?status=settled&limit=100',
      headers: { cookie },
    });
    const bets = (settled.json() as { data: TBet[] }).data;
    expect(bets).toHaveLength(49);
    const winners = bets.filter((b) => b.result === 'win_entire');
    expect(
      winners.map((b) => Number(b.selections[0]?.outcome_id.split(':')[1])).sort((a, b) => a - b),
    ).toEqual([...drawn].sort((a, b) => a - b));
    for (const bet of winners)
      expect(bet.win_amount).toBe(Math.floor((100 * (bet.selections[0]?.odds ?? 0)) / 1000));
  });

  it('off: draws are neither listed, found nor bettable', async () => {
    const [draw] = await nextDraws();
    const outcome = draw?.main_market?.outcomes[0];
    if (!draw || !outcome) throw new Error('no draw');
    expect((await get<List<TSport>>('off', `/sports?sport_type=${LOTTERY}`)).data).toEqual([]);
    expect((await get<List<TMatch>>('off', `/matches?sport_type=${LOTTERY}`)).pagination.total).toBe(0);
    await get('off', `/matches/${draw.id}`, 404);
    const { db, services } = stack('off');
    const { cookie } = await aSignedInPlayer(db, services, { balance: 10_000, now: TEST_NOW });
    const refused = await place('off', cookie, [
      {
        stake: { value: 100, currency: 'EUR' },
        selections: [
          { match_id: draw.id, market_id: NUMBER, specifier: '', outcome_id: outcome.id, odds: outcome.odds },
        ],
      },
    ]);
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(400);
    expect(refused.body).toContain(BetsErrorKey.selectionNotAvailable);
  });
});
