import type { TErrorReply, TEventStats, TMatch, TMatchPreview } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

// Issue 24 item 5: GET /matches/{id}/event-stats and /match-preview, from the demo feed's scripts.

describe.each(testDatabases())('match statistics and preview API on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let matches: TMatch[];

  beforeAll(async () => {
    db = await database.createSeeded();
    app = (await aSeededApp(db)).app;
    const list = async (status: number) =>
      (await app.inject({ url: `/api/sportsbook/matches?match_status=${status}&limit=500` }))
        .json<{ data: TMatch[] }>()
        .data.filter((m) => m.type === 'match');
    matches = [...(await list(1)), ...(await list(0))];
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = async <T>(url: string) => {
    const reply = await app.inject({ url });
    return { status: reply.statusCode, body: reply.json<T>(), headers: reply.headers };
  };
  const find = (sport: string, status: number) => {
    const found = matches.find((m) => m.sport.key === sport && m.status === status);
    if (!found) throw new Error(`no ${sport} match with status ${status}`);
    return found;
  };

  it("gives a live football match's figures, agreeing with its scoreboard", async () => {
    const match = find('football', 1);
    const { status, body, headers } = await get<TEventStats>(
      `/api/sportsbook/matches/${match.id}/event-stats`,
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.status).toBe(1);
    expect(body.total_score).toEqual(match.statistics?.total_score);
    expect(body.period_scores).toEqual(match.statistics?.period_scores);
    const of = (key: string) => body.figures.find((f) => f.key === key);
    expect(body.figures.map((f) => f.key)).toEqual([
      'possession',
      'shots',
      'shots_on_target',
      'corners',
      'yellow_cards',
      'red_cards',
    ]);
    expect((of('possession')?.home ?? 0) + (of('possession')?.away ?? 0)).toBe(100);
    expect(of('shots_on_target')?.home).toBeGreaterThanOrEqual(body.total_score?.home ?? 0);
    expect(of('shots_on_target')?.away).toBeGreaterThanOrEqual(body.total_score?.away ?? 0);
    expect(of('shots')?.home).toBeGreaterThanOrEqual(of('shots_on_target')?.home ?? 0);
  });

  it('gives tennis its aces, double faults and break points, basketball its rebounds', async () => {
    const tennis = await get<TEventStats>(`/api/sportsbook/matches/${find('tennis', 1).id}/event-stats`);
    expect(tennis.body.figures.map((f) => f.key)).toEqual([
      'aces',
      'double_faults',
      'break_points',
      'break_points_won',
    ]);
    const basketball = matches.find((m) => m.sport.key === 'basketball' && m.status === 1);
    if (basketball) {
      const reply = await get<TEventStats>(`/api/sportsbook/matches/${basketball.id}/event-stats`);
      expect(reply.body.figures.map((f) => f.key)).toEqual(['rebounds', 'assists', 'fouls']);
      expect(reply.body.period_scores.length).toBeGreaterThan(0);
    }
  });

  it('has nothing to count before the start', async () => {
    const match = find('football', 0);
    const { body } = await get<TEventStats>(`/api/sportsbook/matches/${match.id}/event-stats`);
    expect(body).toEqual({
      match_id: match.id,
      status: 0,
      total_score: null,
      period_scores: [],
      figures: [],
    });
  });

  it("previews an upcoming match from the sides' past results, the same every time", async () => {
    const upcoming = matches.filter((m) => m.sport.key === 'football' && m.status === 0).slice(0, 6);
    let withForm = 0;
    for (const match of upcoming) {
      const first = await get<TMatchPreview>(`/api/sportsbook/matches/${match.id}/match-preview`);
      expect(first.status).toBe(200);
      const again = await get<TMatchPreview>(`/api/sportsbook/matches/${match.id}/match-preview`);
      expect(again.body).toEqual(first.body);
      const { form, head_to_head: h2h } = first.body;
      for (const [side, team] of [
        ['home', match.competitors.home],
        ['away', match.competitors.away],
      ] as const) {
        for (const entry of form[side]) {
          expect([entry.home.id, entry.away.id]).toContain(team?.id);
          expect(Date.parse(entry.start_time)).toBeLessThan(Date.parse(match.start_time));
        }
        if (form[side].length === 5) withForm++;
      }
      expect(h2h.home_wins + h2h.draws + h2h.away_wins).toBe(h2h.meetings.length);
    }
    expect(withForm).toBeGreaterThan(0);
  });

  it('answers 404 with a message key for a match that does not exist, 400 for a bad id', async () => {
    for (const path of ['event-stats', 'match-preview']) {
      const missing = await get<TErrorReply>(`/api/sportsbook/matches/999999999/${path}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toMatch(/^error\./);
      const bad = await get<TErrorReply>(`/api/sportsbook/matches/x/${path}`);
      expect(bad.status).toBe(400);
    }
  });
});
