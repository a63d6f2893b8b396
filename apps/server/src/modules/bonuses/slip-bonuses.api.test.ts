import { COMBOBOOST_KEYS, FREEBET_KEYS } from '@sportsbook/betting';
import type {
  TBet,
  TBonusTermLine,
  TErrorReply,
  TPlaceBet,
  TPlaceSelection,
  TPlayerBonus,
  TSlipBonus,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { ADMIN_KEY, aCampaign, admin, COMBOBOOST, created, FREEBET, HOUR } from './test-support';

type TTerms = { data: { terms: TBonusTermLine[] } };

// Issue 22 items 7 and 9: POST /bonuses answers, per bet of the slip, the freebets and comboboosts that
// apply (SPEC §3 slip bonus fields), judged by the rules placement applies — so what it offers
// places, and what it disables is refused with the same message key. And one bonus with its terms
// for the detail modal.

const SLIP = '/api/sportsbook/bonuses';
const BETS = '/api/sportsbook/v3/bets';

describe.each(testDatabases())('slip bonuses on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let send: ReturnType<typeof webRequests>['send'];
  let prematch: BettableMatch[];
  let nextMatch = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db, TEST_NOW, { adminApiKey: ADMIN_KEY });
    app = built.app;
    ({ send } = webRequests(app));
    prematch = (await bettablePrematch(app)).filter(
      (m) =>
        m.sport.key === 'football' &&
        m.main_market.outcomes.length === 3 &&
        m.main_market.outcomes.every((o) => o.odds >= 1200),
    );
    expect(prematch.length).toBeGreaterThan(8);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance = 0) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const picks = (count: number): TPlaceSelection[] => {
    const taken = prematch.slice(nextMatch, nextMatch + count);
    nextMatch += count;
    return taken.map((m) => mainMarketPick(m, m.main_market.outcomes[0] as never));
  };
  const bet = (selections: TPlaceSelection[], stake = 0, bonus?: TPlaceBet['bonus']): TPlaceBet => ({
    stake: { value: stake, currency: 'EUR' },
    selections,
    ...(bonus && { bonus }),
  });
  const slip = async (cookie: string, bets: TPlaceBet[]) => {
    const reply = await send('POST', SLIP, cookie, { meta: { device_id: 'test-device' }, bets });
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { data: { upcomingBonuses: TSlipBonus[] } }).data.upcomingBonuses;
  };
  const place = (cookie: string, bets: TPlaceBet[]) =>
    send('POST', BETS, cookie, { meta: { device_id: 'test-device' }, bets });

  it('gives a combo the comboboost range its selections reach and what one more gives', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, COMBOBOOST));
    const p = await player(10_000);
    const three = picks(3);
    const two = three.slice(0, 2);
    const found = await slip(p.cookie, [bet(three), bet(two), bet(three.slice(0, 1))]);
    const mine = found.filter((b) => b.bonusId === campaign.id);
    expect(mine.map((b) => b.bet)).toEqual([0, 1]);
    expect(mine[0]).toMatchObject({
      bonusType: 'comboboost',
      suitableSelections: [0, 1, 2],
      suitableCount: 3,
      completedCount: 3,
      activeRangeIndex: 0,
      disabled: false,
      problem: null,
      bonusOdds: 1050,
      next: { needed: 2, bonusOdds: 1100 },
    });
    expect(mine[1]).toMatchObject({
      suitableCount: 2,
      completedCount: 0,
      activeRangeIndex: null,
      disabled: true,
      problem: COMBOBOOST_KEYS.selections,
      bonusOdds: null,
      next: { needed: 1, bonusOdds: 1050 },
    });
    // What it offers places with the boost it named.
    const placed = await place(p.cookie, [bet(three, 100, { id: campaign.id, type: 'comboboost' })]);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((placed.json() as TBet[])[0]?.bonus_odds).toBe(1050);
  });

  it('judges event conditions the slip cannot see', async () => {
    const [first] = prematch as [BettableMatch];
    const elsewhere = await created(
      app,
      aCampaign(TEST_NOW, { ...COMBOBOOST, events: { sport_ids: [first.sport.id + 1_000] } }),
    );
    const here = await created(
      app,
      aCampaign(TEST_NOW, { ...COMBOBOOST, events: { sport_ids: [first.sport.id] } }),
    );
    const p = await player();
    const found = await slip(p.cookie, [bet(picks(3))]);
    expect(found.find((b) => b.bonusId === elsewhere.id)).toMatchObject({ suitableCount: 0, disabled: true });
    expect(found.find((b) => b.bonusId === here.id)).toMatchObject({ suitableCount: 3, disabled: false });
  });

  it("offers the player's freebets in the bet's currency, disabled with placement's reason", async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, { ...FREEBET, min_odds: 1_500 }));
    const p = await player();
    const other = await player();
    const issued = await admin(app).issue(campaign.id, { player_id: p.id });
    expect(issued.statusCode).toBe(201);
    const { id } = issued.json() as { id: string };
    const selection = (odds: 'low' | 'high') => {
      const m = prematch[nextMatch++] as BettableMatch;
      const sorted = [...m.main_market.outcomes].sort((a, b) => a.odds - b.odds);
      return mainMarketPick(m, (odds === 'low' ? sorted[0] : sorted.at(-1)) as never);
    };
    const high = selection('high');
    expect(high.odds).toBeGreaterThanOrEqual(1_500);
    const low = { ...selection('low'), odds: 1_200 };
    const found = (await slip(p.cookie, [bet([high]), bet([low])])).filter((b) => b.bonusId === id);
    expect(found).toEqual([
      expect.objectContaining({
        bet: 0,
        bonusType: 'freebet_all_win',
        amount: 500,
        currency: 'EUR',
        suitableSelections: [0],
        disabled: false,
        problem: null,
      }),
      expect.objectContaining({ bet: 1, disabled: true, problem: FREEBET_KEYS.odds }),
    ]);
    expect((await slip(other.cookie, [bet([high])])).some((b) => b.bonusId === id)).toBe(false);
    const placed = await place(p.cookie, [bet([high], 500, { id, type: 'freebet_all_win' })]);
    expect(placed.statusCode, placed.body).toBe(200);
    // Used up: no longer offered.
    expect((await slip(p.cookie, [bet([high])])).some((b) => b.bonusId === id)).toBe(false);
  });

  it("answers one bonus and its terms (GET /bonuses/{kind}/{id}, /terms), the player's own only", async () => {
    const campaign = await created(
      app,
      aCampaign(
        TEST_NOW,
        { ...FREEBET, min_odds: 1_500, match_status: 'prematch' },
        { only_verified: false },
      ),
    );
    const boost = await created(app, aCampaign(TEST_NOW, COMBOBOOST, { country_codes: ['DE', 'AT'] }));
    const p = await player();
    const issued = await admin(app).issue(campaign.id, { player_id: p.id });
    const { id } = issued.json() as { id: string };
    const detail = await send('GET', `/api/sportsbook/bonuses/freebets/${id}`, p.cookie);
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { data: TPlayerBonus }).data).toMatchObject({
      id: campaign.id,
      bonus_id: id,
      bonus_type: 'freebet_all_win',
      status: 'available',
    });
    const terms = await send('GET', `/api/sportsbook/bonuses/freebets/${id}/terms`, p.cookie);
    expect(terms.statusCode, terms.body).toBe(200);
    expect((terms.json() as TTerms).data.terms).toEqual([
      { key: 'bonuses.terms.freebet_all_win', values: { amount: 500, currency: 'EUR' } },
      { key: 'bonuses.terms.min_odds', values: { odds: 1_500 } },
      { key: 'bonuses.terms.prematch', values: {} },
      { key: 'bonuses.terms.uses', values: { count: 1 } },
      { key: 'bonuses.terms.valid_to', values: { date: new Date(TEST_NOW + 24 * HOUR).toISOString() } },
    ]);
    // An open campaign is asked for by its id; its ranges and countries are in its terms.
    const boostTerms = await send('GET', `/api/sportsbook/bonuses/comboboosts/${boost.id}/terms`, p.cookie);
    expect(boostTerms.statusCode, boostTerms.body).toBe(200);
    expect((boostTerms.json() as TTerms).data.terms.map((t) => t.key)).toEqual([
      'bonuses.terms.selection_min_odds',
      'bonuses.terms.range',
      'bonuses.terms.range',
      'bonuses.terms.uses',
      'bonuses.terms.countries',
      'bonuses.terms.valid_to',
    ]);
    // Another player's freebet, the wrong kind or an unknown kind are not answered.
    const other = await player();
    const notTheirs = await send('GET', `/api/sportsbook/bonuses/freebets/${id}`, other.cookie);
    expect(notTheirs.statusCode).toBe(404);
    expect((notTheirs.json() as TErrorReply).message).toBe('error.bonus.not_found');
    expect((await send('GET', `/api/sportsbook/bonuses/comboboosts/${id}`, p.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/sportsbook/bonuses/nonsense/${id}`, p.cookie)).statusCode).toBe(400);
    // A visitor reads an open campaign (the promotions page), never a player's own freebet.
    const stranger = await send('GET', `/api/sportsbook/bonuses/freebets/${id}`);
    expect(stranger.statusCode).toBe(404);
    expect((stranger.json() as TErrorReply).message).toBe('error.bonus.not_found');
    expect((await send('GET', `/api/sportsbook/bonuses/comboboosts/${boost.id}/terms`)).statusCode).toBe(200);
  });

  it('answers 401 to visitors and a keyed 400 to a malformed slip', async () => {
    const anonymous = await send('POST', SLIP, undefined, { bets: [bet(picks(1))] });
    expect(anonymous.statusCode).toBe(401);
    const p = await player();
    const malformed = await send('POST', SLIP, p.cookie, { bets: [] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json() as TErrorReply).toMatchObject({
      code: expect.any(Number),
      message: expect.any(String),
    });
  });
});
