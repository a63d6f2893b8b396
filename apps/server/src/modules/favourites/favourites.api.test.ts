import type {
  TErrorReply,
  TFavouriteIdsReply,
  TMatch,
  TPrediction,
  TRealtimeEvent,
  TSport,
  TTournament,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';

// Issue 24 items 3 and 4: favourites per type with SPEC §7's filters, each player's own; a
// prediction takes one vote per player and shows everyone the split.

const WEB = 'http://localhost:3000';
const FAV = '/api/sportsbook/favourites';

describe.each(testDatabases())('favourites and votes API on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let live: TMatch[];
  let prematch: TMatch[];

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db);
    app = built.app;
    const matches = async (status: number) =>
      (await app.inject({ url: `/api/sportsbook/matches?match_status=${status}&limit=50` }))
        .json<{ data: TMatch[] }>()
        .data.filter((m) => m.type === 'match');
    live = await matches(1);
    prematch = await matches(0);
    expect(live.length).toBeGreaterThan(1);
    expect(prematch.length).toBeGreaterThan(4);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = () => aSignedInPlayer(db, built.services, { now: TEST_NOW });
  const send = async (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) => {
    const reply = await app.inject({
      method,
      url,
      headers: { ...(method !== 'GET' && { origin: WEB }), ...(cookie && { cookie }) },
      ...(payload && { payload }),
    });
    return { status: reply.statusCode, json: <T>() => reply.json() as T };
  };
  const ids = (list: { data: { id: number }[] }) => list.data.map((item) => item.id);

  describe('favourites', () => {
    it('refuses visitors', async () => {
      expect((await send('GET', `${FAV}/matches`)).status).toBe(401);
      expect((await send('POST', `${FAV}/matches/${live[0]?.id}`)).status).toBe(401);
    });

    it('marks and unmarks matches, filtered by match_status and bettable, newest marks in the ids', async () => {
      const { cookie } = await player();
      const [l0, l1] = live as [TMatch, TMatch];
      const [p0] = prematch as [TMatch];
      for (const match of [l0, p0, l1]) {
        const marked = await send('POST', `${FAV}/matches/${match.id}`, cookie);
        expect(marked.status).toBe(200);
      }
      // Marking twice is one favourite.
      const again = (await send('POST', `${FAV}/matches/${l1.id}`, cookie)).json<TFavouriteIdsReply>();
      expect(again).toEqual({ type: 'matches', ids: expect.arrayContaining([l0.id, l1.id, p0.id]) });
      expect(again.ids).toHaveLength(3);

      const all = (await send('GET', `${FAV}/matches`, cookie)).json<{ data: TMatch[] }>();
      expect(ids(all).sort()).toEqual([l0.id, l1.id, p0.id].sort());
      const inPlay = (await send('GET', `${FAV}/matches?match_status=1`, cookie)).json<{ data: TMatch[] }>();
      expect(ids(inPlay).sort()).toEqual([l0.id, l1.id].sort());
      expect(inPlay.data[0]?.main_market).toBeDefined();
      const upcoming = (await send('GET', `${FAV}/matches?match_status=0`, cookie)).json<{
        data: TMatch[];
      }>();
      expect(ids(upcoming)).toEqual([p0.id]);
      const bettable = (await send('GET', `${FAV}/matches?bettable=true`, cookie)).json<{ data: TMatch[] }>();
      expect(bettable.data.every((m) => m.bettable)).toBe(true);
      const unbettable = (await send('GET', `${FAV}/matches?bettable=false`, cookie)).json<{
        data: TMatch[];
      }>();
      expect(unbettable.data.length + bettable.data.length).toBe(3);

      const removed = (await send('DELETE', `${FAV}/matches/${l0.id}`, cookie)).json<TFavouriteIdsReply>();
      expect(removed.ids.sort()).toEqual([l1.id, p0.id].sort());
      expect((await send('DELETE', `${FAV}/matches/${l0.id}`, cookie)).status).toBe(200);
      expect(ids((await send('GET', `${FAV}/matches`, cookie)).json<{ data: TMatch[] }>()).sort()).toEqual(
        [l1.id, p0.id].sort(),
      );
    });

    it('keeps tournaments and sports apart, and refuses what the catalogue does not know', async () => {
      const { cookie } = await player();
      const match = live[0] as TMatch;
      expect((await send('POST', `${FAV}/tournaments/${match.tournament.id}`, cookie)).status).toBe(200);
      expect((await send('POST', `${FAV}/sports/${match.sport.id}`, cookie)).status).toBe(200);
      const tournaments = (await send('GET', `${FAV}/tournaments`, cookie)).json<{ data: TTournament[] }>();
      expect(ids(tournaments)).toEqual([match.tournament.id]);
      const sports = (await send('GET', `${FAV}/sports`, cookie)).json<{ data: TSport[] }>();
      expect(sports.data.map((s) => s.key)).toEqual([match.sport.key]);
      expect((await send('GET', `${FAV}/matches/ids`, cookie)).json<TFavouriteIdsReply>().ids).toEqual([]);
      expect((await send('GET', `${FAV}/sports/ids`, cookie)).json<TFavouriteIdsReply>().ids).toEqual([
        match.sport.id,
      ]);

      const unknown = await send('POST', `${FAV}/matches/999999999`, cookie);
      expect(unknown.status).toBe(404);
      expect(unknown.json<TErrorReply>().message).toBe('error.favourites.not_found');
      const badType = await send('POST', `${FAV}/players/1`, cookie);
      expect(badType.status).toBe(400);
      expect(badType.json<TErrorReply>().message).toBe('error.request.invalid');
    });

    it("never shows a player another's favourites", async () => {
      const one = await player();
      const other = await player();
      await send('POST', `${FAV}/matches/${live[0]?.id}`, one.cookie);
      expect((await send('GET', `${FAV}/matches`, other.cookie)).json<{ data: TMatch[] }>().data).toEqual([]);
      expect((await send('GET', `${FAV}/matches/ids`, other.cookie)).json<TFavouriteIdsReply>().ids).toEqual(
        [],
      );
    });
  });

  describe('votes', () => {
    it('takes one vote per player per prediction and shows everyone the split', async () => {
      const match = prematch[1] as TMatch;
      const url = `/api/sportsbook/vote?prediction_id=${match.id}`;
      const before = (await send('GET', url)).json<TPrediction>();
      expect(before).toEqual({
        prediction_id: match.id,
        total: 0,
        votes: { home: 0, draw: 0, away: 0 },
        percents: { home: 0, draw: 0, away: 0 },
        my_vote: null,
      });
      const [a, b, c] = [await player(), await player(), await player()];
      const broadcast = vi.spyOn(built.services.realtime.publisher, 'broadcast');
      const vote = (cookie: string, data: string, id = match.id) =>
        send('POST', '/api/sportsbook/vote', cookie, { prediction_id: id, data });
      expect((await vote(a.cookie, 'home')).status).toBe(200);
      expect((await vote(b.cookie, 'home')).status).toBe(200);
      const third = await vote(c.cookie, 'away');
      expect(third.json<TPrediction>()).toMatchObject({
        total: 3,
        votes: { home: 2, draw: 0, away: 1 },
        percents: { home: 67, draw: 0, away: 33 },
        my_vote: { data: 'away' },
      });
      const published = broadcast.mock.calls
        .filter(([channels]) => channels.includes(`match:en:${match.id}`))
        .map(([, event]) => event as TRealtimeEvent);
      broadcast.mockRestore();
      expect(published.at(-1)).toEqual({
        type: 'prediction_changed',
        data: {
          prediction_id: match.id,
          total: 3,
          votes: { home: 2, draw: 0, away: 1 },
          percents: { home: 67, draw: 0, away: 33 },
        },
      });

      const second = await vote(a.cookie, 'away');
      expect(second.status).toBe(409);
      expect(second.json<TErrorReply>().message).toBe('error.vote.already_voted');
      const mine = (await send('GET', url, a.cookie)).json<TPrediction>();
      expect(mine).toMatchObject({ total: 3, my_vote: { data: 'home' } });
      expect((await send('GET', url)).json<TPrediction>().my_vote).toBeNull();
    });

    it('refuses visitors, bad choices and unknown predictions with their keys', async () => {
      const { cookie } = await player();
      const body = { prediction_id: prematch[2]?.id, data: 'home' };
      expect((await send('POST', '/api/sportsbook/vote', undefined, body)).status).toBe(401);
      const bad = await send('POST', '/api/sportsbook/vote', cookie, { ...body, data: 'nobody' });
      expect(bad.status).toBe(400);
      expect(bad.json<TErrorReply>().message).toBe('error.request.invalid');
      const unknown = await send('POST', '/api/sportsbook/vote', cookie, {
        ...body,
        prediction_id: 999999999,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.json<TErrorReply>().message).toBe('error.vote.prediction_not_found');
      expect((await send('GET', '/api/sportsbook/vote?prediction_id=999999999')).status).toBe(404);
      expect((await send('GET', '/api/sportsbook/vote')).status).toBe(400);
    });
  });
});
