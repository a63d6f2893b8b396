import { COMBOBOOST_KEYS } from '@sportsbook/betting';
import type { TBet, TErrorReply, TPlaceBet, TPlaceSelection, TPlayerBonus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { ADMIN_KEY, aCampaign, COMBOBOOST, created } from './test-support';

// Issue 22 item 3: a combo whose qualifying selections reach a range gets its bonus odds on top,
// stored with the bet and paid at settlement from the promotions account; each boosted bet takes
// one of the campaign's uses, and racing bets never take more than it gives.

const BETS = '/api/sportsbook/v3/bets';

describe.each(testDatabases())('comboboosts on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  let send: ReturnType<typeof webRequests>['send'];
  let cash: ReturnType<typeof webRequests>['cash'];
  let prematch: BettableMatch[];
  let nextMatch = 0;

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db, TEST_NOW, { adminApiKey: ADMIN_KEY });
    app = built.app;
    ({ send, cash } = webRequests(app));
    prematch = (await bettablePrematch(app)).filter(
      (m) =>
        m.sport.key === 'football' &&
        m.main_market.outcomes.length === 3 &&
        m.main_market.outcomes.every((o) => o.odds >= 1200),
    );
    expect(prematch.length).toBeGreaterThan(12);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance = 0) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const matches = (count: number) => {
    const taken = prematch.slice(nextMatch, nextMatch + count);
    nextMatch += count;
    expect(taken).toHaveLength(count);
    return taken;
  };
  const combo = (selections: TPlaceSelection[], campaignId: string, stake = 100): TPlaceBet => ({
    stake: { value: stake, currency: 'EUR' },
    selections,
    bonus: { id: campaignId, type: 'comboboost' },
  });
  const place = (cookie: string, bets: TPlaceBet[]) =>
    send('POST', BETS, cookie, { meta: { device_id: 'test-device' }, bets });
  const refusal = async (cookie: string, bet: TPlaceBet) => {
    const reply = await place(cookie, [bet]);
    expect(reply.statusCode, reply.body).toBe(400);
    return (reply.json() as TErrorReply).message;
  };
  const comboboosts = async (cookie: string) =>
    (
      (await send('GET', '/api/sportsbook/bonuses/comboboosts?limit=50', cookie)).json() as {
        data: TPlayerBonus[];
      }
    ).data;
  const product = (selections: readonly TPlaceSelection[]) =>
    selections.reduce((odds, s) => (odds * s.odds) / 1000, 1000);

  it('boosts every combo of three matches; the one that wins is paid its boost through the ledger', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, { ...COMBOBOOST, uses_count: 30 }));
    const p = await player(10_000);
    const [a, b, c] = matches(3) as [BettableMatch, BettableMatch, BettableMatch];
    // Every 1X2 combination of three matches: exactly one has every leg right.
    const picks = (m: BettableMatch) => m.main_market.outcomes.map((o) => mainMarketPick(m, o));
    const combos = picks(a).flatMap((x) => picks(b).flatMap((y) => picks(c).map((z) => [x, y, z])));
    const reply = await place(
      p.cookie,
      combos.map((selections) => combo(selections, campaign.id)),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const placed = reply.json() as TBet[];
    expect(placed).toHaveLength(27);
    for (const [i, bet] of placed.entries()) {
      expect(bet.bonus).toMatchObject({ type: 'comboboost', odds: 1050 });
      expect(bet.bonus_odds).toBe(1050);
      const payout = Math.floor((100 * product(combos[i] as TPlaceSelection[])) / 1000);
      expect(bet.potential_win_amount).toBe(payout + Math.floor((payout * 50) / 1000));
    }
    expect(await cash(p.cookie)).toBe(10_000 - 2_700);
    const held = (await comboboosts(p.cookie)).find((item) => item.id === campaign.id);
    expect(held?.issued).toMatchObject({ uses_left: 3, times_used: 27 });

    for (const m of [a, b, c])
      expect((await send('POST', `/api/dev/matches/${m.id}/finish`)).statusCode).toBe(200);
    const settled = (
      (await send('GET', `${BETS}?status=settled&limit=50`, p.cookie)).json() as { data: TBet[] }
    ).data;
    expect(settled).toHaveLength(27);
    const won = settled.filter((bet) => bet.result === 'win_entire');
    expect(won).toHaveLength(1);
    const [winner] = won as [TBet];
    expect(winner.win_amount).toBe(winner.potential_win_amount);
    expect(await cash(p.cookie)).toBe(10_000 - 2_700 + winner.win_amount);
    expect((await built.services.accounts.wallet.audit()).total).toBe(0);
  });

  it('refuses a comboboost the bet does not reach, or that is not open to the player', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, COMBOBOOST));
    const abroad = await created(app, aCampaign(TEST_NOW, COMBOBOOST, { country_codes: ['BR'] }));
    const p = await player(10_000);
    const picks = matches(3).map((m) => mainMarketPick(m, m.main_market.outcomes[0] as never));
    expect(await refusal(p.cookie, combo(picks.slice(0, 1), campaign.id))).toBe(COMBOBOOST_KEYS.betType);
    expect(await refusal(p.cookie, combo(picks.slice(0, 2), campaign.id))).toBe(COMBOBOOST_KEYS.selections);
    expect(await refusal(p.cookie, { ...combo(picks, campaign.id), system_id: '2/3' })).toBe(
      COMBOBOOST_KEYS.betType,
    );
    expect(await refusal(p.cookie, combo(picks, abroad.id))).toBe(COMBOBOOST_KEYS.unavailable);
    expect(await refusal(p.cookie, combo(picks, 'no-such-campaign'))).toBe(COMBOBOOST_KEYS.unavailable);
    const high = await created(app, aCampaign(TEST_NOW, { ...COMBOBOOST, min_odds: 100_000 }));
    expect(await refusal(p.cookie, combo(picks, high.id))).toBe(COMBOBOOST_KEYS.selections);
    expect(await cash(p.cookie)).toBe(10_000);
    // Nothing was placed: the campaign's uses are all there.
    expect(
      (await comboboosts(p.cookie)).find((item) => item.id === campaign.id)?.issued?.uses_left ?? 3,
    ).toBe(3);
  });

  it('places as many of 20 simultaneous boosted combos as the campaign has uses', async () => {
    const campaign = await created(app, aCampaign(TEST_NOW, COMBOBOOST));
    const p = await player(100_000);
    const picks = matches(3).map((m) => m.main_market.outcomes.map((o) => mainMarketPick(m, o)));
    const bets = Array.from({ length: 20 }, (_, i) =>
      combo(
        picks.map((outcomes) => outcomes[i % 3] as TPlaceSelection),
        campaign.id,
      ),
    );
    const replies = await Promise.all(bets.map((bet) => place(p.cookie, [bet])));
    const placed = replies.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(COMBOBOOST.uses_count);
    for (const refused of replies.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as TErrorReply).message).toBe(COMBOBOOST_KEYS.used);
    }
    expect(await cash(p.cookie)).toBe(100_000 - 100 * COMBOBOOST.uses_count);
    const held = (await comboboosts(p.cookie)).find((item) => item.id === campaign.id);
    expect(held).toMatchObject({ status: 'bonus_over', issued: { uses_left: 0, times_used: 3 } });
    expect((await built.services.accounts.wallet.audit()).total).toBe(0);
  });
});
