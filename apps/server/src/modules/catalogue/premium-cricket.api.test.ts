import { BetsErrorKey, type TMatch, type TSport, type TTournament } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { anAreaOnAndOff } from '../../test/areas';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';

interface List<T> {
  data: T[];
  pagination: { total: number };
}

const PREMIUM = 'premium_cricket';

describe.each(testDatabases())('the premium cricket area on $name', (database) => {
  const { stack, get, place } = anAreaOnAndOff(database, 'is_premium_cricket_enabled');

  it('on: its own sport type, live T20 matches with a cricket scoreboard, and upcoming ones', async () => {
    const sports = (await get<List<TSport>>('on', '/sports')).data.filter((s) => s.type === PREMIUM);
    expect(sports.map((s) => s.key)).toEqual(['premium-cricket']);
    const live = await get<List<TMatch>>('on', `/matches?sport_type=${PREMIUM}&match_status=1&limit=50`);
    expect(live.data.length).toBeGreaterThan(0);
    for (const match of live.data) {
      expect(match.sport.key).toBe('premium-cricket');
      const board = match.statistics?.cricket;
      expect(board, match.slug).toBeTruthy();
      if (!board) continue;
      expect(board.max_overs).toBe(20);
      expect(board.innings.length).toBeGreaterThan(0);
      const runs = { home: 0, away: 0 };
      for (const innings of board.innings) runs[innings.side] += innings.runs;
      expect(runs).toEqual(match.statistics?.total_score);
    }
    const upcoming = await get<List<TMatch>>(
      'on',
      `/matches?sport_type=${PREMIUM}&match_status=0&bettable=true`,
    );
    expect(upcoming.data.length).toBeGreaterThan(0);
    // Regular cricket keeps its own pages and type.
    const cricket = (await get<List<TSport>>('on', '/sports')).data.find((s) => s.key === 'cricket');
    expect(cricket?.type).toBe('regular');
  });

  it('off: its sport, tournaments and matches are not listed, found or bettable', async () => {
    const premium = await get<List<TMatch>>(
      'on',
      `/matches?sport_type=${PREMIUM}&match_status=0&bettable=true`,
    );
    const match = premium.data.find(
      (m): m is BettableMatch => m.main_market?.status === 1 && m.main_market.outcomes.every((o) => o.active),
    );
    if (!match) throw new Error('no bettable premium cricket match');
    const sportId = match.sport.id;

    // A sport type without a sport shown is an empty list, not an error (PostgreSQL refuses `in ()`).
    expect((await get<List<TSport>>('off', '/sports')).data.some((s) => s.type === PREMIUM)).toBe(false);
    expect((await get<List<TSport>>('off', `/sports?sport_type=${PREMIUM}`)).data).toEqual([]);
    expect((await get<List<TMatch>>('off', `/matches?sport_type=${PREMIUM}`)).pagination.total).toBe(0);
    const typed = await get<{ data: { matches: TMatch[] } }>('off', `/search?q=abc&sport_type=${PREMIUM}`);
    expect(typed.data.matches).toEqual([]);
    const ofType = await stack('off').app.inject({
      method: 'POST',
      url: '/api/sportsbook/counters',
      payload: { sport_type: PREMIUM },
    });
    expect(ofType.statusCode).toBe(200);
    expect(ofType.json().sports).toEqual({});
    const everything = await get<List<TMatch>>('off', '/matches?match_status=0,1&limit=500');
    expect(everything.data.length).toBeGreaterThan(0);
    expect(everything.data.some((m) => m.sport.id === sportId)).toBe(false);
    await get('off', `/matches/${match.id}`, 404);
    await get('off', `/matches/${match.id}/markets`, 404);
    await get('off', `/tournaments/${match.tournament.id}`, 404);
    await get('off', '/matches?sport_key=premium-cricket', 400);
    const tournaments = await get<List<TTournament>>('off', '/tournaments?limit=500');
    expect(tournaments.data.length).toBeGreaterThan(0);
    expect(tournaments.data.some((t) => t.sport.id === sportId)).toBe(false);
    const found = await get<{ data: { tournaments: TTournament[] } }>('off', '/search?q=Premium%20T20');
    expect(found.data.tournaments).toEqual([]);
    const counters = await stack('off').app.inject({
      method: 'POST',
      url: '/api/sportsbook/counters',
      payload: {},
    });
    expect(counters.statusCode).toBe(200);
    expect(Object.keys(counters.json().sports)).not.toContain(String(sportId));

    // A bet on it is refused as not on offer; the same bet is taken where the area is on.
    const outcome = match.main_market.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    const placeOne = async (side: 'on' | 'off') => {
      const { db, services } = stack(side);
      const { cookie } = await aSignedInPlayer(db, services, { balance: 10_000, now: TEST_NOW });
      return place(side, cookie, [
        { stake: { value: 500, currency: 'EUR' }, selections: [mainMarketPick(match, outcome)] },
      ]);
    };
    const refused = await placeOne('off');
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(400);
    expect(refused.body).toContain(BetsErrorKey.selectionNotAvailable);
    const taken = await placeOne('on');
    expect(taken.statusCode, taken.body.slice(0, 300)).toBe(200);
  });
});
