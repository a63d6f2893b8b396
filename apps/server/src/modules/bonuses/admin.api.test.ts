import { BonusErrorKey, ZCampaign, ZIssuedBonus } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index';
import { ADMIN_UNAUTHORIZED } from '../../http/admin-guard';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aPlayerRow } from '../../test/players';
import { aBonusApp, aCampaign, admin, COMBOBOOST, created, FREEBET, HOUR, LOOTBOX } from './test-support';

// Issue 22 item 1: the operator API of bonus campaigns, guarded by ADMIN_API_KEY.

const refusal = (reply: { statusCode: number; json: () => unknown }) => {
  const body = reply.json() as { code: number; message: string; data: { details?: unknown[] } };
  return { status: reply.statusCode, code: body.code, message: body.message, details: body.data.details };
};

describe.each(testDatabases())('bonus operator API on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  const now = TEST_NOW;

  beforeAll(async () => {
    db = await database.create();
    ({ app } = await aBonusApp(db, () => now));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('refuses every operator call without the admin key, in the error shape', async () => {
    const { id } = await created(app, aCampaign(now, COMBOBOOST));
    const wrong = admin(app, 'not-the-admin-key-at-all');
    for (const reply of [
      await admin(app, null).create(aCampaign(now, COMBOBOOST)),
      await wrong.list(),
      await wrong.act(id, 'pause'),
      await wrong.issue(id, { player_id: 'someone' }),
    ])
      expect(refusal(reply)).toEqual({
        status: 401,
        code: 401,
        message: ADMIN_UNAUTHORIZED,
        details: [{ path: 'headers.authorization', message: ADMIN_UNAUTHORIZED }],
      });
    // A bearer token from another site's page is refused like any state-changing cross-site call.
    const crossSite = await app.inject({
      method: 'POST',
      url: `/api/admin/bonuses/campaigns/${id}/pause`,
      headers: { authorization: 'Bearer an-admin-key-for-the-bonus-tests', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await admin(app).list()).statusCode).toBe(200);
  });

  it('is open without a key in demo mode only', async () => {
    const demo = await aBonusApp(db, () => now, { demo: true, adminApiKey: null });
    const production = await aBonusApp(db, () => now, { demo: false, adminApiKey: null });
    try {
      expect((await admin(demo.app, null).list()).statusCode).toBe(200);
      expect((await admin(production.app, null).list()).statusCode).toBe(401);
    } finally {
      await demo.app.close();
      await production.app.close();
    }
  });

  it('creates a campaign of each kind with its conditions validated for the kind', async () => {
    const reply = await admin(app).create(
      aCampaign(now, FREEBET, { country_codes: ['de', 'AT'], only_verified: true }),
    );
    expect(reply.statusCode).toBe(201);
    const campaign = ZCampaign.parse(reply.json());
    expect(campaign).toMatchObject({
      kind: 'freebet',
      status: 'active',
      country_codes: ['DE', 'AT'],
      only_verified: true,
      promo_code: null,
      conditions: { ...FREEBET, match_status: 'any' },
    });
    const listed = (await admin(app).list({ kind: 'freebet' })).json() as { data: { id: string }[] };
    expect(listed.data.map((c) => c.id)).toContain(campaign.id);
  });

  it.each([
    [
      'a window that ends before it starts',
      { valid_to: new Date(TEST_NOW - 2 * HOUR).toISOString() },
      {},
      BonusErrorKey.validRange,
      'body.valid_to',
    ],
    [
      'overlapping comboboost ranges',
      {},
      {
        ranges: [
          { min_count: 2, max_count: 4, bonus_odds: 1050 },
          { min_count: 4, max_count: 6, bonus_odds: 1100 },
        ],
      },
      BonusErrorKey.rangesOverlap,
      'body.conditions.ranges.1',
    ],
    [
      'a currency the site does not know',
      {},
      {
        kind: 'freebet',
        variant: 'no_risk',
        amount: 100,
        currency: 'XYZ',
        uses_count: 1,
        ranges: undefined,
        min_odds: undefined,
      },
      BonusErrorKey.currencyUnknown,
      'body.conditions.currency',
    ],
    [
      'a promo code on another kind',
      { promo_code: 'WELCOME' },
      {},
      BonusErrorKey.promoCodeNotAllowed,
      'body.promo_code',
    ],
    [
      'a promo-code campaign without a code',
      {},
      {
        kind: 'promo_code',
        grants_campaign_id: 'x',
        ranges: undefined,
        min_odds: undefined,
        uses_count: undefined,
      },
      BonusErrorKey.promoCodeRequired,
      'body.promo_code',
    ],
    [
      'a code granting an unknown campaign',
      { promo_code: 'NOWHERE' },
      {
        kind: 'promo_code',
        grants_campaign_id: 'x',
        ranges: undefined,
        min_odds: undefined,
        uses_count: undefined,
      },
      BonusErrorKey.grantsUnknown,
      'body.conditions.grants_campaign_id',
    ],
  ])('refuses %s with its message key', async (_what, extra, conditions, key, path) => {
    const reply = await admin(app).create(aCampaign(now, { ...COMBOBOOST, ...conditions }, extra));
    expect(refusal(reply)).toEqual({
      status: 400,
      code: 400,
      message: key,
      details: [{ path, message: key }],
    });
  });

  it('refuses conditions of the wrong shape for their kind and an unknown kind', async () => {
    for (const conditions of [
      { ...FREEBET, variant: 'double_win' },
      { ...COMBOBOOST, kind: 'jackpot' },
      { ...LOOTBOX, rewards: [] },
    ]) {
      const reply = refusal(await admin(app).create(aCampaign(now, conditions)));
      expect(reply).toMatchObject({ status: 400, message: 'error.request.invalid' });
      expect(reply.details?.length).toBeGreaterThan(0);
    }
  });

  it('keeps a promo code to one campaign', async () => {
    const freebet = await created(app, aCampaign(now, FREEBET));
    const code = { kind: 'promo_code', grants_campaign_id: freebet.id };
    const first = await admin(app).create(aCampaign(now, code, { promo_code: 'spring-26' }));
    expect(first.json()).toMatchObject({ kind: 'promo_code', promo_code: 'SPRING-26' });
    const second = await admin(app).create(aCampaign(now, code, { promo_code: 'Spring-26' }));
    expect(refusal(second)).toMatchObject({ status: 409, message: BonusErrorKey.promoCodeTaken });
    const issue = await admin(app).issue((first.json() as { id: string }).id, { player_id: 'anyone' });
    expect(refusal(issue)).toMatchObject({ status: 409, message: BonusErrorKey.notIssuable });
  });

  it('pauses, resumes and ends a campaign; an ended one stays ended', async () => {
    const { id } = await created(app, aCampaign(now, COMBOBOOST));
    const status = async (action: 'pause' | 'resume' | 'end') => {
      const reply = await admin(app).act(id, action);
      return reply.statusCode === 200 ? (reply.json() as { status: string }).status : refusal(reply).message;
    };
    expect(await status('pause')).toBe('paused');
    expect(await status('pause')).toBe('paused');
    expect(await status('resume')).toBe('active');
    expect(await status('end')).toBe('finished');
    expect(await status('end')).toBe('finished');
    expect(await status('resume')).toBe(BonusErrorKey.campaignFinished);
    expect(await status('pause')).toBe(BonusErrorKey.campaignFinished);
    expect(refusal(await admin(app).act('no-such-campaign', 'pause'))).toMatchObject({
      status: 404,
      message: BonusErrorKey.campaignNotFound,
    });
    // Ids are opaque but plain: a NUL (which PostgreSQL text refuses) is bad input, not a 500.
    expect(refusal(await admin(app).act('%00', 'end'))).toMatchObject({ status: 400 });
    const named = await admin(app).create(aCampaign(now, COMBOBOOST, { name: 'Boost\u0000' }));
    expect(refusal(named)).toMatchObject({ status: 400, message: 'error.request.invalid' });
  });

  it('lists campaigns a page at a time by kind, status and time filter', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await created(app, aCampaign(now - i * HOUR, LOOTBOX))).id);
    const upcoming = await created(
      app,
      aCampaign(now, LOOTBOX, { valid_from: new Date(now + HOUR).toISOString() }),
    );
    await admin(app).act(ids[2] as string, 'end');
    const page = async (query: Record<string, string>) =>
      (await admin(app).list({ kind: 'lootbox', ...query })).json() as {
        data: { id: string }[];
        pagination: { total: number; last_page: number };
      };
    const first = await page({ limit: '2' });
    expect(first.pagination).toEqual({ total: 4, page: 1, limit: 2, last_page: 2 });
    expect(first.data.map((c) => c.id)).toEqual([upcoming.id, ids[0]]);
    expect((await page({ limit: '2', page: '2' })).data.map((c) => c.id)).toEqual([ids[1], ids[2]]);
    expect((await page({ time: 'upcoming' })).data.map((c) => c.id)).toEqual([upcoming.id]);
    expect((await page({ time: 'past' })).data.map((c) => c.id)).toEqual([ids[2]]);
    expect((await page({ time: 'valid' })).data.map((c) => c.id)).toEqual([ids[0], ids[1]]);
    expect((await page({ status: 'finished' })).data.map((c) => c.id)).toEqual([ids[2]]);
    expect(refusal(await admin(app).list({ time: 'someday' }))).toMatchObject({ status: 400 });
  });

  it('issues a bonus to a player: a freebet with its amount, once per reference', async () => {
    const player = await aPlayerRow(db, { now });
    const freebet = await created(app, aCampaign(now, FREEBET));
    const reply = await admin(app).issue(freebet.id, { player_id: player, reference: 'ticket-1' });
    expect(reply.statusCode).toBe(201);
    const issued = ZIssuedBonus.parse(reply.json());
    expect(issued).toMatchObject({
      campaign_id: freebet.id,
      player_id: player,
      kind: 'freebet',
      state: 'issued',
      amount: 500,
      currency: 'EUR',
      uses_left: 1,
      seen: false,
      expires_at: null,
    });
    const again = await admin(app).issue(freebet.id, { player_id: player, reference: 'ticket-1' });
    expect((again.json() as { id: string }).id).toBe(issued.id);
    const another = await admin(app).issue(freebet.id, { player_id: player });
    expect((another.json() as { id: string }).id).not.toBe(issued.id);
    const lootbox = await created(app, aCampaign(now, LOOTBOX));
    const expires = new Date(now + HOUR).toISOString();
    expect(
      (await admin(app).issue(lootbox.id, { player_id: player, expires_at: expires })).json(),
    ).toMatchObject({
      amount: null,
      currency: null,
      expires_at: expires,
    });
  });

  it('refuses to issue to an unknown player, from an ended campaign, or already expired', async () => {
    const player = await aPlayerRow(db, { now });
    const { id } = await created(app, aCampaign(now, FREEBET));
    expect(refusal(await admin(app).issue(id, { player_id: 'nobody' }))).toMatchObject({
      status: 404,
      message: BonusErrorKey.playerNotFound,
    });
    const past = new Date(now - 1).toISOString();
    expect(refusal(await admin(app).issue(id, { player_id: player, expires_at: past }))).toMatchObject({
      status: 400,
      message: BonusErrorKey.validRange,
    });
    await admin(app).act(id, 'end');
    expect(refusal(await admin(app).issue(id, { player_id: player }))).toMatchObject({
      status: 409,
      message: BonusErrorKey.campaignFinished,
    });
    expect(refusal(await admin(app).issue('no-such-campaign', { player_id: player }))).toMatchObject({
      status: 404,
      message: BonusErrorKey.campaignNotFound,
    });
  });
});
