import type { TBet, TMarket, TMatch, TSport } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { TEST_WEB_ORIGIN } from '../../test/requests';

describe.each(testDatabases())('catalogue names per Accept-Language on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    db = await database.createSeeded();
    ({ app, services } = await aSeededApp(db));
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = async <T>(url: string, lang?: string) => {
    const reply = await app.inject({
      url: `/api/sportsbook${url}`,
      headers: lang ? { 'accept-language': lang } : {},
    });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    return { body: reply.json() as T, vary: String(reply.headers.vary) };
  };

  /** A prematch football match whose 1X2 takes a bet on the draw. */
  const footballMatch = async () => {
    const match = (await bettablePrematch(app)).find(
      (m) => m.sport.key === 'football' && m.main_market.outcomes.some((o) => o.name === 'Draw'),
    );
    if (!match) throw new Error('no bettable football match');
    return match;
  };

  it('names sports in the asked language; each language has its own cached reply', async () => {
    const football = (sports: { data: TSport[] }) => sports.data.find((s) => s.key === 'football')?.name;
    for (let round = 0; round < 2; round++) {
      expect(football((await get<{ data: TSport[] }>('/sports', 'de-DE,de;q=0.9')).body)).toBe('Fußball');
      expect(football((await get<{ data: TSport[] }>('/sports')).body)).toBe('Football');
      expect(football((await get<{ data: TSport[] }>('/sports', 'ja')).body)).toBe('サッカー');
      expect(football((await get<{ data: TSport[] }>('/sports', 'xx, en;q=0.5')).body)).toBe('Football');
    }
    expect((await get('/sports', 'de')).vary).toContain('Accept-Language');
  });

  it('translates market and outcome names, period names and headings but not team names', async () => {
    const match = await footballMatch();
    const en = (await get<{ data: TMarket[] }>(`/matches/${match.id}/markets?limit=500`)).body.data;
    const fr = (await get<{ data: TMarket[] }>(`/matches/${match.id}/markets?limit=500`, 'fr')).body.data;
    expect(fr.map((m) => m.id)).toEqual(en.map((m) => m.id));
    const main = en.findIndex((m) => m.is_main);
    expect(en[main]?.name).toBe('1X2');
    expect(fr[main]?.outcomes.map((o) => o.name)).toEqual(
      en[main]?.outcomes.map((o) => (o.name === 'Draw' ? 'Match nul' : o.name)),
    );
    const total = en.findIndex((m) => m.name === 'Total goals');
    expect(fr[total]?.name).toBe('Total de buts');
    expect(fr[total]?.outcomes[0]?.name).toMatch(/^Plus de \d/);
    const heading = (await get<TMatch>(`/matches/${match.id}`, 'ar')).body;
    const home = match.competitors.home?.name;
    const away = match.competitors.away?.name;
    expect(heading.name).toBe(`${home} ضد ${away}`);
    expect(heading.sport.name).toBe('كرة القدم');
    expect(heading.competitors).toEqual(match.competitors);
  });

  it('stores a bet’s selection names in the language it was placed in', async () => {
    const { cookie } = await aSignedInPlayer(db, services, { balance: 10_000, now: TEST_NOW });
    const match = await footballMatch();
    const draw = match.main_market.outcomes.find((o) => o.name === 'Draw');
    if (!draw) throw new Error('no draw');
    const reply = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/v3/bets',
      headers: { cookie, origin: TEST_WEB_ORIGIN, 'accept-language': 'de' },
      payload: {
        meta: { device_id: 'names-test' },
        bets: [{ stake: { value: 1_000, currency: 'EUR' }, selections: [mainMarketPick(match, draw)] }],
      },
    });
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    const [bet] = reply.json() as TBet[];
    expect(bet?.selections[0]?.outcome_name).toBe('Unentschieden');
    expect(bet?.selections[0]?.match.name).toBe(
      `${match.competitors.home?.name} – ${match.competitors.away?.name}`,
    );
  });
});
