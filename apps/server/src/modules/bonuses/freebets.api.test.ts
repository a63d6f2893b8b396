import { COMBOBOOST_KEYS, FREEBET_KEYS } from '@sportsbook/betting';
import type { TBet, TErrorReply, TPlaceBet, TPlaceSelection, TPlayerBonus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { type BettableMatch, bettablePrematch, mainMarketPick } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import { webRequests } from '../../test/requests';
import { ADMIN_KEY, aCampaign, admin, created, FREEBET } from './test-support';

// Issue 22 item 2: freebets staked and settled through the ledger, per variant; bonus money never
// becomes cash except as the variant's winnings; a single-use freebet pays for one bet however many
// race for it.

const BETS = '/api/sportsbook/v3/bets';

describe.each(testDatabases())('freebets on $name', (database) => {
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
        m.main_market.outcomes.every((o) => o.odds >= 1100),
    );
    expect(prematch.length).toBeGreaterThan(6);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (balance = 0) => aSignedInPlayer(db, built.services, { balance, now: TEST_NOW });
  const audit = () => built.services.accounts.wallet.audit();
  /** A freebet campaign of this variant (and conditions) issued to the player: the bonus id. */
  const freebetFor = async (playerId: string, conditions: Record<string, unknown> = {}) => {
    const campaign = await created(app, aCampaign(TEST_NOW, { ...FREEBET, ...conditions }));
    const publish = vi.spyOn(built.services.realtime.publisher, 'publish');
    const reply = await admin(app).issue(campaign.id, { player_id: playerId });
    expect(reply.statusCode).toBe(201);
    const { id } = reply.json() as { id: string };
    const variant = String(conditions.variant ?? FREEBET.variant);
    expect(publish).toHaveBeenCalledWith(`$player:en:${playerId}`, {
      type: 'bonus_issued',
      data: { id, type: `freebet_${variant}`, name: 'freebet campaign' },
    });
    publish.mockRestore();
    return id;
  };
  const freebets = async (cookie: string) =>
    (
      (await send('GET', '/api/sportsbook/bonuses/freebets?limit=50', cookie)).json() as {
        data: TPlayerBonus[];
      }
    ).data;
  /** The outcomes of the main market of an unused prematch match. */
  const aMatch = () => {
    const match = prematch[nextMatch++] as BettableMatch;
    return { match, selections: match.main_market.outcomes.map((o) => mainMarketPick(match, o)) };
  };
  const freebetBet = (selection: TPlaceSelection, bonusId: string, stake: number, type = 'freebet_all_win') =>
    ({
      stake: { value: stake, currency: 'EUR' },
      selections: [selection],
      bonus: { id: bonusId, type },
    }) as TPlaceBet;
  const place = (cookie: string, bets: TPlaceBet[]) =>
    send('POST', BETS, cookie, { meta: { device_id: 'test-device' }, bets });
  const finish = async (matchId: number) =>
    expect((await send('POST', `/api/dev/matches/${matchId}/finish`)).statusCode).toBe(200);
  const settled = async (cookie: string) =>
    ((await send('GET', `${BETS}?status=settled`, cookie)).json() as { data: TBet[] }).data;

  it.each([
    ['all_win', 0],
    ['only_win', 0],
    ['no_risk', 5_000],
  ] as const)('settles %s freebets that win and lose through the ledger', async (variant, deposit) => {
    const { match, selections } = aMatch();
    const players = await Promise.all(selections.map(() => player(deposit)));
    const own: string[] = [];
    for (const [i, p] of players.entries()) {
      const bonusId = await freebetFor(p.id, { variant });
      own.push(bonusId);
      const reply = await place(p.cookie, [
        freebetBet(selections[i] as TPlaceSelection, bonusId, 500, `freebet_${variant}`),
      ]);
      expect(reply.statusCode, reply.body).toBe(200);
      const [bet] = reply.json() as TBet[];
      expect(bet?.bonus).toEqual({ id: bonusId, type: `freebet_${variant}` });
      expect(bet?.to_cashout).toBeNull();
      expect(bet?.freebet_stake).toBe(variant === 'no_risk' ? null : 500);
      const odds = (selections[i] as TPlaceSelection).odds;
      const full = Math.floor((500 * odds) / 1000);
      expect(bet?.potential_win_amount).toBe(variant === 'only_win' ? full - 500 : full);
      // A freebet's stake is not the player's cash: only a no-risk bet takes cash.
      expect(await cash(p.cookie)).toBe(deposit - (variant === 'no_risk' ? 500 : 0));
      expect((await freebets(p.cookie)).find((f) => f.bonus_id === bonusId)?.status).toBe('bonus_over');
    }
    expect((await audit()).total).toBe(0);
    const publish = vi.spyOn(built.services.realtime.publisher, 'publish');
    await finish(match.id);
    for (const [i, p] of players.entries()) {
      const [bet] = await settled(p.cookie);
      expect(bet?.status).toBe('done');
      const won = bet?.result === 'win_entire';
      const payout = won ? Math.floor((500 * (bet?.odds ?? 0)) / 1000) : 0;
      const expected = { all_win: payout, only_win: won ? payout - 500 : 0, no_risk: payout }[variant];
      expect(bet?.win_amount).toBe(expected);
      expect(await cash(p.cookie)).toBe(deposit - (variant === 'no_risk' ? 500 : 0) + expected);
      const refunds = (await freebets(p.cookie)).filter((f) => f.bonus_id !== own[i]);
      if (variant === 'no_risk' && !won) {
        // The lost stake comes back once, as a stake-not-returned freebet of the same amount.
        expect(refunds).toHaveLength(1);
        expect(refunds[0]).toMatchObject({
          bonus_type: 'freebet_only_win',
          status: 'available',
          issued: { amount: 500, uses_left: 1 },
        });
        // ...and the player is told on their channel (SPEC §7 bonus_issued).
        expect(publish).toHaveBeenCalledWith(`$player:en:${p.id}`, {
          type: 'bonus_issued',
          data: { id: refunds[0]?.bonus_id, type: 'freebet_only_win', name: 'freebet campaign' },
        });
      } else expect(refunds).toEqual([]);
    }
    publish.mockRestore();
    const audited = await audit();
    expect(audited).toMatchObject({ total: 0, unbalancedTransactions: [], driftedAccounts: [] });
    expect(audited.negativePlayerAccounts).toEqual([]);
  });

  it('gives the use back when the bet is voided', async () => {
    const { match, selections } = aMatch();
    const p = await player(1_000);
    const allWin = await freebetFor(p.id, { variant: 'all_win' });
    const noRisk = await freebetFor(p.id, { variant: 'no_risk' });
    const [first, second] = selections as [TPlaceSelection, TPlaceSelection];
    expect((await place(p.cookie, [freebetBet(first, allWin, 500)])).statusCode).toBe(200);
    expect((await place(p.cookie, [freebetBet(second, noRisk, 300, 'freebet_no_risk')])).statusCode).toBe(
      200,
    );
    expect(await cash(p.cookie)).toBe(700);
    // A match without a score voids its selections.
    await built.services.bets.settleMatch(match.id, { sportKey: 'football', statistics: null });
    for (const bet of await settled(p.cookie)) expect(bet.result).toBe('canceled');
    expect(await cash(p.cookie)).toBe(1_000);
    const held = await freebets(p.cookie);
    for (const id of [allWin, noRisk])
      expect(held.find((f) => f.bonus_id === id)).toMatchObject({
        status: 'available',
        issued: { uses_left: 1, times_used: 0 },
      });
    expect((await audit()).total).toBe(0);
    // The use given back pays for another bet.
    const again = aMatch().selections[0] as TPlaceSelection;
    expect((await place(p.cookie, [freebetBet(again, allWin, 500)])).statusCode).toBe(200);
  });

  it('refuses a freebet the bet does not fit, or that is not the player’s', async () => {
    const p = await player(10_000);
    const other = await player();
    const bonusId = await freebetFor(p.id, { min_odds: 1_500, max_odds: 50_000 });
    const { selections } = aMatch();
    const low = selections.reduce((a, b) => (a.odds <= b.odds ? a : b));
    const high = selections.reduce((a, b) => (a.odds >= b.odds ? a : b));
    const key = async (cookie: string, bet: TPlaceBet) => {
      const reply = await place(cookie, [bet]);
      expect(reply.statusCode).toBe(400);
      return (reply.json() as TErrorReply).message;
    };
    if (low.odds < 1_500) expect(await key(p.cookie, freebetBet(low, bonusId, 500))).toBe(FREEBET_KEYS.odds);
    expect(await key(p.cookie, freebetBet(high, bonusId, 400))).toBe(FREEBET_KEYS.stake);
    expect(await key(other.cookie, freebetBet(high, bonusId, 500))).toBe(FREEBET_KEYS.unavailable);
    expect(await key(p.cookie, freebetBet(high, 'no-such-bonus', 500))).toBe(FREEBET_KEYS.unavailable);
    expect(await key(p.cookie, freebetBet(high, bonusId, 500, 'comboboost'))).toBe(
      COMBOBOOST_KEYS.unavailable,
    );
    expect(await cash(p.cookie)).toBe(10_000);
    expect((await freebets(p.cookie)).find((f) => f.bonus_id === bonusId)?.issued?.uses_left).toBe(1);
  });

  it('places at most one of 50 simultaneous bets on a single-use freebet', async () => {
    const p = await player(100_000);
    const bonusId = await freebetFor(p.id);
    const picks = Array.from({ length: 50 }, (_, i) => aMatchFor(i));
    const replies = await Promise.all(picks.map((s) => place(p.cookie, [freebetBet(s, bonusId, 500)])));
    const placed = replies.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const refused of replies.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as TErrorReply).message).toBe(FREEBET_KEYS.used);
    }
    expect(await cash(p.cookie)).toBe(100_000);
    expect((await freebets(p.cookie)).find((f) => f.bonus_id === bonusId)?.issued).toMatchObject({
      uses_left: 0,
      times_used: 1,
    });
    expect((await audit()).total).toBe(0);
  });

  it('activates one freebet at a time unless several may be active', async () => {
    const p = await player();
    const first = await freebetFor(p.id);
    const second = await freebetFor(p.id);
    const activate = (id: string) => send('POST', `/api/sportsbook/bonuses/${id}/activate`, p.cookie);
    expect(((await activate(first)).json() as { data: TPlayerBonus }).data.status).toBe('active');
    expect(((await activate(second)).json() as { data: TPlayerBonus }).data.status).toBe('active');
    const held = await freebets(p.cookie);
    expect(held.find((f) => f.bonus_id === first)?.status).toBe('overridden');
    expect((await activate(first)).statusCode).toBe(409);
    expect((await send('POST', '/api/sportsbook/bonuses/nope/activate', p.cookie)).statusCode).toBe(404);
  });

  /** The longest price of the i-th prematch match no other test used (or finished). */
  function aMatchFor(i: number): TPlaceSelection {
    const match = prematch[nextMatch + (i % (prematch.length - nextMatch))] as BettableMatch;
    return mainMarketPick(
      match,
      match.main_market.outcomes.reduce((a, b) => (a.odds >= b.odds ? a : b)),
    );
  }
});
