import { ZBonusesReply, ZPromoCodeReply } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../app';
import type { Db } from '../../db/index';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { aSignedInPlayer } from '../../test/players';
import { aBonusApp, aCampaign, admin, created, FREEBET, HOUR, WEB } from './test-support';

// Issue 22 item 6: a promo code issues its campaign's bonus once per player; wrong, used, expired,
// used-up and restricted codes answer their own message keys.

describe.each(testDatabases())('promo codes on $name', (database) => {
  let db: Db;
  let app: FastifyInstance;
  let services: Services;
  let now = TEST_NOW;
  let codes = 0;
  const aPlayer = (options: { country?: string; verified?: boolean } = {}) =>
    aSignedInPlayer(db, services, { now, ...options });
  const redeem = (cookie: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/promo-code',
      headers: { cookie, origin: WEB },
      payload: { code },
    });
  const refusal = (reply: Awaited<ReturnType<typeof redeem>>) => [
    reply.statusCode,
    (reply.json() as { message: string }).message,
  ];
  /** A freebet campaign and a promo code granting it; both take the extra fields given. */
  const aPromo = async (
    promo: { max_redemptions?: number; extra?: Record<string, unknown> } = {},
    grantedExtra: Record<string, unknown> = {},
  ) => {
    const granted = await created(app, aCampaign(now, FREEBET, { name: 'Welcome freebet', ...grantedExtra }));
    const code = `CODE-${++codes}-${database.name}`;
    const campaign = await created(
      app,
      aCampaign(
        now,
        {
          kind: 'promo_code',
          grants_campaign_id: granted.id,
          ...(promo.max_redemptions && { max_redemptions: promo.max_redemptions }),
        },
        { promo_code: code, ...promo.extra },
      ),
    );
    return { code, granted: granted.id, campaign: campaign.id };
  };

  beforeAll(async () => {
    db = await database.create();
    ({ app, services } = await aBonusApp(db, () => now));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('issues the granted bonus once, typed in any case; the second time says it was used', async () => {
    const { code, granted } = await aPromo();
    const player = await aPlayer();
    const reply = await redeem(player.cookie, `  ${code.toLowerCase()} `);
    expect(reply.statusCode).toBe(200);
    const { data } = ZPromoCodeReply.parse(reply.json());
    expect(data).toMatchObject({ type: 'freebet_all_win', name: 'Welcome freebet' });

    const listed = await app.inject({
      method: 'GET',
      url: '/api/sportsbook/bonuses/freebets',
      headers: { cookie: player.cookie },
    });
    const freebets = ZBonusesReply.parse(listed.json()).data;
    expect(freebets.map((b) => [b.id, b.bonus_id, b.status])).toEqual([
      [granted, data.bonus_id, 'available'],
    ]);

    expect(refusal(await redeem(player.cookie, code))).toEqual([409, 'error.bonus.promo_code_used']);
  });

  it('refuses unknown codes, codes of paused or past campaigns and signed-out callers', async () => {
    const player = await aPlayer();
    expect(refusal(await redeem(player.cookie, 'NO-SUCH-CODE'))).toEqual([
      404,
      'error.bonus.promo_code_unknown',
    ]);
    // A code is a string of letters, digits, - and _: anything else is bad input, not a lookup.
    expect(refusal(await redeem(player.cookie, "x' or 1=1"))).toEqual([400, 'error.request.invalid']);

    const paused = await aPromo();
    expect((await admin(app).act(paused.campaign, 'pause')).statusCode).toBe(200);
    expect(refusal(await redeem(player.cookie, paused.code))).toEqual([
      409,
      'error.bonus.promo_code_expired',
    ]);

    const grantedEnded = await aPromo();
    expect((await admin(app).act(grantedEnded.granted, 'end')).statusCode).toBe(200);
    expect(refusal(await redeem(player.cookie, grantedEnded.code))).toEqual([
      409,
      'error.bonus.promo_code_expired',
    ]);

    const short = await aPromo({ extra: { valid_to: new Date(now + HOUR).toISOString() } });
    now += 2 * HOUR;
    try {
      expect(refusal(await redeem(player.cookie, short.code))).toEqual([
        409,
        'error.bonus.promo_code_expired',
      ]);
    } finally {
      now -= 2 * HOUR;
    }

    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/sportsbook/bonuses/promo-code',
      headers: { origin: WEB },
      payload: { code: paused.code },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps country and verified-only rules of the code and of the bonus it grants', async () => {
    const german = await aPlayer({ country: 'DE' });
    const brazilOnly = await aPromo({ extra: { country_codes: ['BR'] } });
    expect(refusal(await redeem(german.cookie, brazilOnly.code))).toEqual([
      403,
      'error.bonus.promo_code_not_for_you',
    ]);
    const verifiedBonus = await aPromo({}, { only_verified: true });
    expect(refusal(await redeem(german.cookie, verifiedBonus.code))).toEqual([
      403,
      'error.bonus.promo_code_not_for_you',
    ]);
    const verified = await aPlayer({ country: 'DE', verified: true });
    expect((await redeem(verified.cookie, verifiedBonus.code)).statusCode).toBe(200);
  });

  it('stops at its number of redemptions, and one player racing themself gets one bonus', async () => {
    const { code, granted } = await aPromo({ max_redemptions: 2 });
    const [first, second, third] = [await aPlayer(), await aPlayer(), await aPlayer()];
    const racing = await Promise.all(Array.from({ length: 5 }, () => redeem(first.cookie, code)));
    const answered = racing.filter((r) => r.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const reply of racing.filter((r) => r.statusCode !== 200))
      expect(refusal(reply)).toEqual([409, 'error.bonus.promo_code_used']);
    // However many calls got through, they answered the same bonus: the reference is unique.
    expect(
      new Set(answered.map((r) => (r.json() as { data: { bonus_id: string } }).data.bonus_id)).size,
    ).toBe(1);
    const held = await db.kysely
      .selectFrom('player_bonuses')
      .select('player_id')
      .where('campaign_id', '=', granted)
      .execute();
    expect(held.map((row) => row.player_id)).toEqual([first.id]);

    expect((await redeem(second.cookie, code)).statusCode).toBe(200);
    expect(refusal(await redeem(third.cookie, code))).toEqual([409, 'error.bonus.promo_code_exhausted']);
  });
});
