import { MESSAGE_KEYS } from '@sportsbook/betting';
import {
  BetsErrorKey,
  MAX_TRANSACTION_AMOUNT,
  PlaceBetCode,
  type TBet,
  type TBetSettings,
  type TErrorReply,
  type TMatch,
  type TPlaceBet,
  type TPlaceSelection,
} from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuiltApp } from '../../app';
import type { Db } from '../../db/index';
import { aSeededApp } from '../../test/app';
import { TEST_NOW, testDatabases } from '../../test/databases';
import { bettablePrematch } from '../../test/matches';
import { aSignedInPlayer } from '../../test/players';
import type { BetPlacement, BetStore } from '../wallet/bet-rows';
import { PostgresBetStore } from '../wallet/bet-store-postgres';
import type { WalletService } from '../wallet/service';

/** The wallet's bet store, to watch what placement hands it. */
const betStoreOf = (wallet: WalletService) => (wallet as unknown as { bets(): BetStore }).bets();

/** A verdict of the placement statement by the name the statement gives it. */
const verdictName = (verdict: unknown) =>
  typeof verdict === 'symbol'
    ? 'retry'
    : verdict === 'insufficient'
      ? 'short'
      : verdict instanceof Error
        ? 'unposted'
        : verdict && typeof verdict === 'object' && 'replay' in verdict
          ? 'claimed'
          : 'placed';

const WEB = 'http://localhost:3000';
const BETS = '/api/sportsbook/v3/bets';

describe.each(testDatabases())('bets API on $name', (database) => {
  let db: Db;
  let built: BuiltApp;
  let app: FastifyInstance;
  /** Prematch matches with an open main market, betradar first. */
  let prematch: TMatch[];

  beforeAll(async () => {
    db = await database.createSeeded();
    built = await aSeededApp(db);
    app = built.app;
    prematch = await bettablePrematch(app);
    expect(prematch.length).toBeGreaterThan(20);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const player = (options: Parameters<typeof aSignedInPlayer>[2] = {}) =>
    aSignedInPlayer(db, built.services, { balance: 100_000, now: TEST_NOW, ...options });

  const send = async (
    method: 'GET' | 'POST',
    url: string,
    options: { cookie?: string; payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const reply = await app.inject({
      method,
      url,
      headers: {
        ...(method === 'POST' && { origin: WEB }),
        ...(options.cookie && { cookie: options.cookie }),
        ...options.headers,
      },
      ...(options.payload && { payload: options.payload }),
    });
    return { status: reply.statusCode, json: <T>() => reply.json() as T };
  };

  /** The first outcome of the main market of the n-th prematch match of a provider. */
  const pick = (n: number, provider = 'betradar', outcome = 0): TPlaceSelection => {
    const match = prematch.filter((m) => m.provider === provider)[n];
    if (!match?.main_market) throw new Error(`no ${provider} prematch match #${n}`);
    const o = match.main_market.outcomes[outcome] as { id: string; odds: number };
    return {
      match_id: match.id,
      market_id: match.main_market.id,
      specifier: match.main_market.specifier,
      outcome_id: o.id,
      odds: o.odds,
    };
  };

  /** Suspends the main market a selection belongs to, as the feed would. */
  const suspend = async (selection: TPlaceSelection) => {
    const market = (prematch.find((m) => m.id === selection.match_id) as TMatch).main_market;
    await built.services.catalogue.ingestMarkets([
      {
        match_id: selection.match_id,
        market_id: selection.market_id,
        specifier: selection.specifier,
        name: market?.name ?? '',
        status: -1,
        priority: market?.priority ?? 0,
        is_main: 1,
        most_balanced: 0,
        groups: JSON.stringify(market?.market_groups ?? []),
        outcomes: JSON.stringify(market?.outcomes ?? []),
        updated_at: TEST_NOW,
      },
    ]);
  };
  const single = (selection: TPlaceSelection, stake = 1_000): TPlaceBet => ({
    stake: { value: stake, currency: 'EUR' },
    selections: [selection],
  });
  const place = (cookie: string, bets: TPlaceBet[], headers: Record<string, string> = {}) =>
    send('POST', BETS, { cookie, payload: { meta: { device_id: 'test-device' }, bets }, headers });
  const balance = async (cookie: string) => {
    const reply = await send('GET', '/api/platform/player/accounts', { cookie });
    return (reply.json<{ currency: string; balance: number }[]>().find((a) => a.currency === 'EUR')
      ?.balance ?? 0) as number;
  };
  const refusal = (reply: { json: <T>() => T }) => reply.json<TErrorReply>();

  /** Holds the next call of a step of placement until released; `reached` once it is held. */
  const holdNext = (step: 'storeBets' | 'publishBets') => {
    const service = (step === 'storeBets'
      ? built.services.accounts.wallet
      : built.services.bets) as unknown as Record<typeof step, (...args: unknown[]) => Promise<unknown>>;
    const original = service[step].bind(service);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reach = () => {};
    const reached = new Promise<void>((resolve) => (reach = resolve));
    const spy = vi.spyOn(service, step).mockImplementationOnce(async (...args) => {
      reach();
      await held;
      return original(...args);
    });
    return { reached, release, restore: () => spy.mockRestore() };
  };

  describe('placing', () => {
    it('places a single, a combo and a system bet and debits the stakes', async () => {
      const { cookie } = await player();
      const reply = await place(cookie, [
        single(pick(0), 1_000),
        { stake: { value: 2_000, currency: 'EUR' }, selections: [pick(1), pick(2)] },
        {
          stake: { value: 3_000, currency: 'EUR' },
          selections: [pick(3), pick(4), pick(5)],
          system_id: '2/3',
        },
      ]);
      expect(reply.status).toBe(200);
      const bets = reply.json<TBet[]>();
      expect(bets.map((b) => b.type)).toEqual(['single', 'combo', 'system']);
      expect(bets.every((b) => b.status === 'waiting_results' && b.result === 'no_results')).toBe(true);
      expect(bets[2]?.system).toEqual({ id: '2/3', win_count: 2, total_count: 3 });
      expect(bets[1]?.odds).toBe(Math.floor(((pick(1).odds * pick(2).odds) / 1000) as number));
      expect(bets[0]?.potential_win_amount).toBe(Math.floor((1_000 * pick(0).odds) / 1000));
      expect(await balance(cookie)).toBe(100_000 - 6_000);
      const audit = await built.services.accounts.wallet.audit();
      expect(audit.total).toBe(0);
      expect(audit.negativePlayerAccounts).toEqual([]);
    });

    it('refuses a visitor without a session with 401', async () => {
      const reply = await place('', [single(pick(0))]);
      expect(reply.status).toBe(401);
    });

    it.each([
      ['no bets', { bets: [] }],
      ['a negative stake', { bets: [{ stake: { value: -1, currency: 'EUR' }, selections: [] }] }],
      [
        'odds of 1.000',
        {
          bets: [
            {
              stake: { value: 100, currency: 'EUR' },
              selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 1000 }],
            },
          ],
        },
      ],
      [
        'a fractional stake',
        {
          bets: [
            {
              stake: { value: 1.5, currency: 'EUR' },
              selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
            },
          ],
        },
      ],
      [
        'a malformed system id',
        {
          bets: [
            {
              stake: { value: 100, currency: 'EUR' },
              system_id: 'two of three',
              selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
            },
          ],
        },
      ],
    ])('answers 400 with details for %s', async (_name, payload) => {
      const { cookie } = await player();
      const reply = await send('POST', BETS, { cookie, payload });
      expect(reply.status).toBe(400);
      expect(refusal(reply).data.details?.length).toBeGreaterThan(0);
    });

    it('answers 114 to a pve player', async () => {
      const { cookie } = await player({ pve: true });
      const reply = await place(cookie, [single(pick(0))]);
      expect(reply.status).toBe(400);
      expect(refusal(reply).code).toBe(PlaceBetCode.pvePlayerForbidden);
      expect(refusal(reply).message).toBe(BetsErrorKey.pvePlayerForbidden);
    });

    it('refuses a stake above the contract maximum with 400, so no sum of stakes leaves the safe range', async () => {
      const { cookie } = await player({ balance: 10_000 });
      const reply = await place(cookie, [single(pick(1), MAX_TRANSACTION_AMOUNT + 1)]);
      expect(reply.status).toBe(400);
      expect(refusal(reply)).toMatchObject({
        code: 400,
        message: 'error.request.invalid',
        data: { details: [{ path: 'body.bets.0.stake.value', message: 'error.validation.too_big' }] },
      });
      expect(await balance(cookie)).toBe(10_000);
    });

    it('answers 104 when the balance does not cover the stakes, and moves nothing', async () => {
      const { cookie } = await player({ balance: 1_500 });
      const reply = await place(cookie, [single(pick(0), 1_000), single(pick(1), 1_000)]);
      expect(refusal(reply).code).toBe(PlaceBetCode.insufficientFunds);
      expect(await balance(cookie)).toBe(1_500);
    });

    it('two slips of several bets sent at once on a balance for one: one places whole, the other moves nothing', async () => {
      // On PostgreSQL the slips of one turn share a statement: the second slip is short behind the first.
      const { cookie } = await player({ balance: 1_500 });
      const other = await player({ balance: 10_000 });
      const slip = (from: number) => [single(pick(from), 600), single(pick(from + 1), 600)];
      const replies = await Promise.all([
        place(cookie, slip(0)),
        place(cookie, slip(2)),
        place(other.cookie, slip(4)),
      ]);
      const statuses = replies.slice(0, 2).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 400]);
      const refused = replies.find((r, i) => i < 2 && r.status === 400);
      expect(refused && refusal(refused).code).toBe(PlaceBetCode.insufficientFunds);
      expect(replies[2]?.status).toBe(200);
      expect(await balance(cookie)).toBe(300);
      expect(await balance(other.cookie)).toBe(10_000 - 1_200);
      expect(await built.services.accounts.wallet.audit()).toMatchObject({
        total: 0,
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativePlayerAccounts: [],
      });
    });

    it('answers 101 with the current odds when a price moved and the player accepts no change', async () => {
      const { cookie } = await player();
      const asked = { ...pick(0), odds: pick(0).odds + 50 };
      const reply = await place(cookie, [single(pick(1)), single(asked)]);
      expect(reply.status).toBe(400);
      const body = refusal(reply);
      expect(body.code).toBe(PlaceBetCode.invalidOdds);
      expect(body.message).toBe('error.place_bets.invalid_odds');
      const perBet = body.data.errors_by_bet?.['1'] as {
        code: number;
        selections: { odds: number; active: boolean }[];
      };
      expect(perBet.code).toBe(101);
      expect(perBet.selections[0]).toMatchObject({ odds: pick(0).odds, active: true });
      expect(body.data.errors_by_bet?.['0']).toBeUndefined();
      expect(await balance(cookie)).toBe(100_000);
    });

    it('takes a higher price under "higher" and refuses a lower one', async () => {
      const { cookie } = await player();
      const settings = await send('POST', '/api/sportsbook/settings', {
        cookie,
        payload: { auto_accept_odds_change: 'higher' },
      });
      expect(settings.json<TBetSettings>().auto_accept_odds_change).toBe('higher');
      const current = pick(0);
      const lower = await place(cookie, [single({ ...current, odds: current.odds - 10 })]);
      expect(lower.status).toBe(200);
      expect(lower.json<TBet[]>()[0]?.selections[0]?.odds).toBe(current.odds);
      const higher = await place(cookie, [single({ ...current, odds: current.odds + 10 })]);
      expect(refusal(higher).code).toBe(PlaceBetCode.invalidOdds);
    });

    it('takes any price under "any"', async () => {
      const { cookie } = await player();
      await send('POST', '/api/sportsbook/settings', { cookie, payload: { auto_accept_odds_change: 'any' } });
      const current = pick(0);
      const reply = await place(cookie, [single({ ...current, odds: current.odds + 500 })]);
      expect(reply.status).toBe(200);
      expect(reply.json<TBet[]>()[0]?.odds).toBe(current.odds);
    });

    it('placed in one turn, each player keeps their own odds-change mode', async () => {
      // On PostgreSQL the placements of a turn read their matches and the players' modes together.
      const modes = ['none', 'any', 'higher', 'any', 'none'] as const;
      const players = await Promise.all(modes.map(() => player()));
      await Promise.all(
        players.map(({ cookie }, i) =>
          send('POST', '/api/sportsbook/settings', {
            cookie,
            payload: { auto_accept_odds_change: modes[i] },
          }),
        ),
      );
      const current = pick(2);
      const replies = await Promise.all(
        players.map(({ cookie }) => place(cookie, [single({ ...current, odds: current.odds + 20 })])),
      );
      // A higher price asked than offered is a lower price offered: only "any" takes it.
      expect(replies.map((r) => r.status)).toEqual([400, 200, 400, 200, 400]);
      expect(refusal(replies[0] as (typeof replies)[number]).code).toBe(PlaceBetCode.invalidOdds);
    });

    it('answers 102 for an unknown match, an unknown outcome and a finished match', async () => {
      const { cookie } = await player();
      const unknown = await place(cookie, [single({ ...pick(0), match_id: 999_999_999 })]);
      expect(refusal(unknown).code).toBe(PlaceBetCode.selectionUnavailable);
      expect(refusal(unknown).message).toBe(BetsErrorKey.selectionNotAvailable);
      const noOutcome = await place(cookie, [single({ ...pick(0), outcome_id: 'nope' })]);
      expect(refusal(noOutcome).code).toBe(PlaceBetCode.selectionUnavailable);
      const finished = await app.inject({ url: '/api/sportsbook/matches?match_status=4&limit=1' });
      const done = (finished.json() as { data: TMatch[] }).data[0] as TMatch;
      const reply = await place(cookie, [
        single({ match_id: done.id, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }),
      ]);
      expect(refusal(reply).code).toBe(PlaceBetCode.selectionUnavailable);
    });

    it('answers 102 "suspended" when the market is suspended', async () => {
      const { cookie } = await player();
      const selection = pick(6);
      await suspend(selection);
      const reply = await place(cookie, [single(selection)]);
      expect(refusal(reply).code).toBe(PlaceBetCode.selectionUnavailable);
      expect(refusal(reply).message).toBe(BetsErrorKey.selectionSuspended);
      const perBet = refusal(reply).data.errors_by_bet?.['0'] as { selections: { active: boolean }[] };
      expect(perBet.selections[0]?.active).toBe(false);
    });

    it('answers 105 while the provider is paused', async () => {
      const { cookie } = await player();
      built.services.providers.set('betradar', false);
      try {
        const reply = await place(cookie, [single(pick(0))]);
        expect(refusal(reply).code).toBe(PlaceBetCode.providerInactive);
      } finally {
        built.services.providers.set('betradar', true);
      }
    });

    it.each([
      [
        'two selections of one match in a combo',
        () => [pick(0, 'betradar', 0), pick(0, 'betradar', 1)],
        undefined,
        MESSAGE_KEYS.sameMatch,
      ],
      [
        'an oddin selection in a system',
        () => [pick(0, 'oddin'), pick(1, 'oddin'), pick(2, 'oddin')],
        '2/3',
        MESSAGE_KEYS.oddinInSystem,
      ],
      [
        'mixed providers',
        () => [pick(0, 'betradar'), pick(0, 'oddin')],
        undefined,
        MESSAGE_KEYS.mixedProviders,
      ],
      ['a system id that does not fit', () => [pick(0), pick(1), pick(2)], '2/4', BetsErrorKey.invalidSystem],
      ['the same selection twice', () => [pick(0), pick(0)], undefined, BetsErrorKey.duplicateSelection],
    ])('answers 103 for %s', async (_name, selections, system, key) => {
      const { cookie } = await player();
      const reply = await place(cookie, [
        {
          stake: { value: 1_000, currency: 'EUR' },
          selections: selections(),
          ...(system && { system_id: system }),
        },
      ]);
      expect(refusal(reply).code).toBe(PlaceBetCode.validation);
      expect(refusal(reply).message).toBe(key);
    });

    it('answers 103 for a stake above the maximum, a currency the site has not, and a potential win not above the stake', async () => {
      const { cookie } = await player({ balance: 5_000_000 });
      const tooMuch = await place(cookie, [single(pick(0), 2_000_000)]);
      expect(refusal(tooMuch).message).toBe(MESSAGE_KEYS.maxStakeLimitExceeded);
      const currency = await place(cookie, [{ ...single(pick(0)), stake: { value: 100, currency: 'XYZ' } }]);
      expect(refusal(currency).message).toBe(BetsErrorKey.unknownCurrency);
      await send('POST', '/api/sportsbook/settings', { cookie, payload: { auto_accept_odds_change: 'any' } });
      const zero = await place(cookie, [single(pick(0), 0)]);
      expect(refusal(zero).message).toBe(MESSAGE_KEYS.stakeNotPositive);
    });

    it('sends localized_message in the language of the request', async () => {
      const { cookie } = await player({ pve: true });
      const reply = await place(cookie, [single(pick(0))], { 'accept-language': 'de-DE,de;q=0.9' });
      expect(refusal(reply).data.localized_message).toBe('Wetten ist für dein Konto nicht verfügbar.');
      const perBet = refusal(reply).data.errors_by_bet?.['0'] as { localized_message: string };
      expect(perBet.localized_message).toBe('Wetten ist für dein Konto nicht verfügbar.');
    });
  });

  describe('idempotency and concurrency', () => {
    it('a retry with the same Idempotency-Key returns the first result and places once', async () => {
      const { cookie } = await player();
      const headers = { 'idempotency-key': 'retry-1' };
      const first = await place(cookie, [single(pick(0))], headers);
      const second = await place(cookie, [single(pick(0))], headers);
      expect(second.status).toBe(200);
      expect(second.json<TBet[]>().map((b) => b.id)).toEqual(first.json<TBet[]>().map((b) => b.id));
      expect(await balance(cookie)).toBe(99_000);
      const other = await place(cookie, [single(pick(1))], headers);
      expect(other.status).toBe(409);
      expect(other.json()).toMatchObject({ code: 409, message: 'error.place_bets.idempotency_key_reused' });
    });

    it('a retry the catalogue would refuse now still returns the first result', async () => {
      const { cookie } = await player();
      const selection = pick(10);
      const headers = { 'idempotency-key': 'retry-after-suspension' };
      const first = await place(cookie, [single(selection)], headers);
      expect(first.status).toBe(200);
      await suspend(selection);
      const retry = await place(cookie, [single(selection)], headers);
      expect(retry.status).toBe(200);
      expect(retry.json<TBet[]>().map((b) => b.id)).toEqual(first.json<TBet[]>().map((b) => b.id));
      const fresh = await place(cookie, [single(selection)], { 'idempotency-key': 'another-key' });
      expect(refusal(fresh).code).toBe(PlaceBetCode.selectionUnavailable);
      expect(await balance(cookie)).toBe(99_000);
    });

    it('a resend while the first attempt is still being stored gets its result, though the catalogue would refuse it now', async () => {
      const { cookie } = await player();
      const selection = pick(11);
      const headers = { 'idempotency-key': 'resend-in-flight' };
      // The first attempt is held where it stores its bets while its market gets suspended.
      const storing = holdNext('storeBets');
      const attempts = (
        built.services.bets as unknown as {
          placement: { idempotency: { oneAtATime: (...args: unknown[]) => Promise<unknown> } };
        }
      ).placement.idempotency;
      const oneAtATime = attempts.oneAtATime.bind(attempts);
      let waiting = () => {};
      const resendWaits = new Promise<void>((resolve) => (waiting = resolve));
      const entries = vi.spyOn(attempts, 'oneAtATime').mockImplementation((...args) => {
        if (entries.mock.calls.length === 2) waiting();
        return oneAtATime(...args);
      });
      const first = place(cookie, [single(selection)], headers);
      await storing.reached;
      await suspend(selection);
      const resend = place(cookie, [single(selection)], headers);
      // The first attempt is let go once the resend waits for it — or has been answered without
      // waiting, which is the failure this test is for.
      await Promise.race([resendWaits, resend]);
      storing.release();
      const [a, b] = await Promise.all([first, resend]);
      storing.restore();
      entries.mockRestore();
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.json<TBet[]>().map((bet) => bet.id)).toEqual(a.json<TBet[]>().map((bet) => bet.id));
      expect(await balance(cookie)).toBe(99_000);
    });

    it('a resend waits for the first attempt’s bets to be stored, not for their publication', async () => {
      const { cookie } = await player();
      const headers = { 'idempotency-key': 'resend-while-publishing' };
      const publishing = holdNext('publishBets');
      const first = place(cookie, [single(pick(12))], headers);
      await publishing.reached;
      const resend = await place(cookie, [single(pick(12))], headers);
      publishing.release();
      const answered = await first;
      publishing.restore();
      expect([answered.status, resend.status]).toEqual([200, 200]);
      expect(resend.json<TBet[]>().map((bet) => bet.id)).toEqual(
        answered.json<TBet[]>().map((bet) => bet.id),
      );
    });

    it('a single refused for funds leaves its key unclaimed: the same key places once the balance covers it', async () => {
      const { id, cookie } = await player({ balance: 500 });
      const headers = { 'idempotency-key': 'funds-later' };
      const refused = await place(cookie, [single(pick(2), 1_000)], headers);
      expect(refusal(refused).code).toBe(PlaceBetCode.insufficientFunds);
      await built.services.accounts.wallet.credit({
        playerId: id,
        currency: 'EUR',
        amount: 1_000,
        kind: 'seed',
        reference: `test:top-up:${id}`,
      });
      const placed = await place(cookie, [single(pick(2), 1_000)], headers);
      expect(placed.status).toBe(200);
      expect(placed.json<TBet[]>()).toHaveLength(1);
      expect(await balance(cookie)).toBe(500);
      expect((await built.services.accounts.wallet.audit()).total).toBe(0);
    });

    it('simultaneous retries with one key place once', async () => {
      const { cookie } = await player();
      const headers = { 'idempotency-key': 'burst-1' };
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => place(cookie, [single(pick(0))], headers)),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(new Set(replies.map((r) => r.json<TBet[]>()[0]?.id)).size).toBe(1);
      expect(await balance(cookie)).toBe(99_000);
    });

    it('simultaneous single bets of several players, some sent twice: each placed once, every balance_after in order', async () => {
      // On PostgreSQL the single bets of one turn go in one statement (wallet/bet-store-postgres.ts).
      const players = await Promise.all(Array.from({ length: 4 }, () => player({ balance: 10_000 })));
      const sends = players.flatMap(({ cookie }, i) =>
        Array.from({ length: 8 }, (_, j) => ({ cookie, key: `turn-${i}-${j}`, stake: 100 * (j + 1) })),
      );
      const replies = await Promise.all(
        [...sends, ...sends.filter((_, n) => n % 3 === 0)].map(({ cookie, key, stake }) =>
          place(cookie, [single(pick(key.length % 6), stake)], { 'idempotency-key': key }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      const ids = replies.map((r) => r.json<TBet[]>()[0]?.id);
      expect(new Set(ids).size).toBe(sends.length);
      for (const { cookie } of players) expect(await balance(cookie)).toBe(10_000 - 3_600);
      // Stakes only move players' accounts down and the house's up, so each account's entries in the
      // order of their balance_after are its history: each is the one before plus its amount.
      const entries = await db.kysely
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .where('t.kind', '=', 'stake')
        .where('t.reference', 'in', ids as string[])
        .select(['e.account_id', 'e.amount', 'e.balance_after'])
        .execute();
      expect(entries).toHaveLength(2 * sends.length);
      const byAccount = new Map<string, { amount: number; after: number }[]>();
      for (const entry of entries)
        byAccount.set(entry.account_id, [
          ...(byAccount.get(entry.account_id) ?? []),
          { amount: Number(entry.amount), after: Number(entry.balance_after) },
        ]);
      for (const history of byAccount.values()) {
        const steps = history.sort((a, b) => (a.amount < 0 ? b.after - a.after : a.after - b.after));
        for (const [n, step] of steps.entries())
          if (n > 0) expect(step.after).toBe((steps[n - 1]?.after ?? 0) + step.amount);
      }
      expect(await built.services.accounts.wallet.audit()).toMatchObject({
        total: 0,
        unbalancedTransactions: [],
        driftedAccounts: [],
      });
    });

    it('slips staking two currencies place beside single bets of one statement (accounts locked in order)', async () => {
      const players = await Promise.all(Array.from({ length: 8 }, () => player({ balance: 10_000 })));
      for (const { id } of players)
        await built.services.accounts.wallet.credit({
          playerId: id,
          currency: 'USD',
          amount: 10_000,
          kind: 'seed',
          reference: `test:usd:${id}`,
        });
      const inUsd = (bet: TPlaceBet): TPlaceBet => ({ ...bet, stake: { ...bet.stake, currency: 'USD' } });
      const replies = await Promise.all(
        players.flatMap(({ cookie }, i) => [
          place(cookie, [single(pick(i % 6), 100), inUsd(single(pick((i + 1) % 6), 200))]),
          place(cookie, [single(pick((i + 2) % 6), 300)]),
          place(cookie, [inUsd(single(pick((i + 3) % 6), 400))]),
        ]),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      for (const { cookie } of players) {
        const accounts = (await send('GET', '/api/platform/player/accounts', { cookie })).json<
          { currency: string; balance: number }[]
        >();
        expect(Object.fromEntries(accounts.map((a) => [a.currency, a.balance]))).toEqual({
          EUR: 10_000 - 400,
          USD: 10_000 - 600,
        });
      }
    }, 60_000);

    it('simultaneous slips of several singles from many players all place (no lock-order deadlock)', async () => {
      const players = await Promise.all(Array.from({ length: 12 }, () => player()));
      const replies = await Promise.all(
        players.flatMap(({ cookie }, i) =>
          Array.from({ length: 3 }, (_, j) =>
            place(
              cookie,
              Array.from({ length: 6 }, (_, k) => single(pick((i + j + k) % 6), 100)),
            ),
          ),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
      for (const { cookie } of players) expect(await balance(cookie)).toBe(100_000 - 3 * 6 * 100);
    }, 60_000);

    it('a stake the balance does not cover refuses only itself: the same player’s later smaller stake and other players’ bets of the turn place', async () => {
      const poor = await player({ balance: 1_500 });
      const others = await Promise.all(Array.from({ length: 3 }, () => player({ balance: 10_000 })));
      const stakes = [2_000, 1_000, 600];
      // On PostgreSQL the single bets that reach the repository in one turn go in one statement.
      // When they reach it is up to the round trips before, so the test holds them until all nine
      // have come and lets them go together, the poor player's in the order of `stakes`: the
      // uncovered stakes must not take the others down with them.
      const store = betStoreOf(built.services.accounts.wallet);
      const postgres = store instanceof PostgresBetStore;
      const statements: string[][] = [];
      let restore = () => {};
      if (store instanceof PostgresBetStore) {
        const inside = store as unknown as { run: (batch: unknown[]) => Promise<unknown[]> };
        const run = inside.run.bind(store);
        inside.run = async (batch) => {
          const verdicts = await run(batch);
          statements.push(verdicts.map(verdictName));
          return verdicts;
        };
        restore = () => {
          inside.run = run;
        };
        const original = store.store.bind(store);
        const held: { placement: BetPlacement; go: () => void }[] = [];
        const rank = (stake: number) => (stakes.includes(stake) ? stakes.indexOf(stake) : -1);
        const spy = vi.spyOn(store, 'store').mockImplementation(
          (placement) =>
            new Promise((resolve, reject) => {
              held.push({ placement, go: () => void original(placement).then(resolve, reject) });
              if (held.length < 9) return;
              spy.mockRestore();
              for (const { go } of held.sort(
                (a, b) =>
                  rank(a.placement.bets[0]?.row.stake ?? 0) - rank(b.placement.bets[0]?.row.stake ?? 0),
              ))
                go();
            }),
        );
      }
      const [tooMuch, fits, tooMuchAfter, ...theirs] = await Promise.all([
        ...stakes.map((stake, i) =>
          place(poor.cookie, [single(pick(i), stake)], { 'idempotency-key': `poor-${stake}` }),
        ),
        ...others.flatMap(({ cookie }, i) => [
          place(cookie, [single(pick(i), 700)]),
          place(cookie, [single(pick(i + 1), 800)], { 'idempotency-key': `rich-${i}` }),
        ]),
      ]);
      restore();
      expect(tooMuch && refusal(tooMuch).code).toBe(PlaceBetCode.insufficientFunds);
      expect(fits?.status).toBe(200);
      expect(tooMuchAfter && refusal(tooMuchAfter).code).toBe(PlaceBetCode.insufficientFunds);
      expect(theirs.map((r) => r.status)).toEqual(theirs.map(() => 200));
      if (postgres)
        // the 2,000 short; the 1,000 and the 600 uncovered behind it, each tried again alone after
        expect(statements).toEqual([
          [...theirs.map(() => 'placed'), 'short', 'retry', 'retry'],
          ['placed'],
          ['short'],
        ]);
      expect(await balance(poor.cookie)).toBe(500);
      for (const { cookie } of others) expect(await balance(cookie)).toBe(10_000 - 1_500);
      // A refused key stays unclaimed; the placed one's retry gets its first result, though the
      // balance would not cover it now.
      const again = await place(poor.cookie, [single(pick(1), 1_000)], { 'idempotency-key': 'poor-1000' });
      expect(again.status).toBe(200);
      expect(again.json<TBet[]>()[0]?.id).toBe(fits?.json<TBet[]>()[0]?.id);
      const retried = await place(poor.cookie, [single(pick(2), 400)], { 'idempotency-key': 'poor-600' });
      expect(retried.status).toBe(200);
      expect(await balance(poor.cookie)).toBe(100);
      expect(await built.services.accounts.wallet.audit()).toMatchObject({
        total: 0,
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativePlayerAccounts: [],
      });
    });

    it('a slip of two stakes and a single sent at once under one key: one places, the other is told the key is taken', async () => {
      // On PostgreSQL the slip is a transaction and the single a statement: both must take the
      // accounts before the key, or each holds what the other waits for (a deadlock, then a 500).
      const { cookie } = await player();
      for (let round = 0; round < 5; round += 1) {
        const headers = { 'idempotency-key': `shared-${round}` };
        const replies = await Promise.all([
          place(cookie, [single(pick(0), 100), single(pick(1), 100)], headers),
          place(cookie, [single(pick(2), 100)], headers),
        ]);
        expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      }
      expect(await balance(cookie)).toBeGreaterThanOrEqual(100_000 - 5 * 200);
      expect((await built.services.accounts.wallet.audit()).total).toBe(0);
    });

    if (database.name === 'postgres')
      it('a placement whose house account is missing writes nothing (the placement statement)', async () => {
        const { cookie } = await player();
        const store = betStoreOf(built.services.accounts.wallet);
        const seen: BetPlacement[] = [];
        const spy = vi.spyOn(store, 'store');
        spy.mockImplementation((placement) => {
          seen.push(placement);
          spy.mockRestore();
          return store.store(placement);
        });
        expect((await place(cookie, [single(pick(3), 100)])).status).toBe(200);
        const [model] = seen;
        const [bet] = model?.bets ?? [];
        if (!bet) throw new Error('the bet did not go through the statement');
        const lost = { ...bet.row, id: `${bet.row.id}-2`, ref: `${bet.row.ref}2` };
        const legs = bet.stake.legs.map((leg) =>
          leg.account.kind === 'house' ? { ...leg, account: { ...leg.account, id: 'no-such-account' } } : leg,
        );
        const without = { bets: [{ ...bet, row: lost, stake: { ...bet.stake, legs } }] };
        await expect(store.store(without)).rejects.toThrow('placement not made: unposted');
        expect(await balance(cookie)).toBe(100_000 - 100);
        expect(await db.kysely.selectFrom('bets').select('id').where('id', '=', lost.id).execute()).toEqual(
          [],
        );
        expect((await built.services.accounts.wallet.audit()).total).toBe(0);
      });

    it('200 simultaneous bets on a balance for 50: 50 accepted, never below zero, ledger sums to zero', async () => {
      const { cookie } = await player({ balance: 50_000 });
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => place(cookie, [single(pick(i % 5), 1_000)])),
      );
      const accepted = replies.filter((r) => r.status === 200).length;
      expect(accepted).toBe(50);
      expect(
        replies
          .filter((r) => r.status !== 200)
          .every((r) => refusal(r).code === PlaceBetCode.insufficientFunds),
      ).toBe(true);
      expect(await balance(cookie)).toBe(0);
      const list = await send('GET', `${BETS}?status=open`, { cookie });
      expect(list.json<{ data: TBet[] }>().data).toHaveLength(50);
      const audit = await built.services.accounts.wallet.audit();
      expect(audit).toMatchObject({
        total: 0,
        unbalancedTransactions: [],
        driftedAccounts: [],
        negativePlayerAccounts: [],
      });
    }, 60_000);
  });

  describe('my bets, cash out, settlement', () => {
    it('lists bets newest first with the status and result filters and paging', async () => {
      const { cookie } = await player();
      await place(cookie, [single(pick(0))]);
      await place(cookie, [single(pick(1))]);
      const all = await send('GET', `${BETS}?status=all&limit=1&page=2`, { cookie });
      const body = all.json<{ data: TBet[]; pagination: { total: number; last_page: number } }>();
      expect(body.pagination).toMatchObject({ total: 2, last_page: 2 });
      const first = await send('GET', `${BETS}?status=all&limit=1&page=1`, { cookie });
      expect(
        [first, all].map((r) => r.json<{ data: TBet[] }>().data[0]?.selections[0]?.match.id).sort(),
      ).toEqual([pick(0).match_id, pick(1).match_id].sort());
      const settled = await send('GET', `${BETS}?status=settled`, { cookie });
      expect(settled.json<{ data: TBet[] }>().data).toEqual([]);
      const bad = await send('GET', `${BETS}?status=later`, { cookie });
      expect(bad.status).toBe(400);
    });

    it('offers a cash-out value, refuses a stale one and pays the current one through the ledger', async () => {
      const { cookie } = await player();
      const [bet] = (await place(cookie, [single(pick(7), 10_000)])).json<TBet[]>();
      const listed = (await send('GET', `${BETS}?status=open`, { cookie })).json<{ data: TBet[] }>()
        .data[0] as TBet;
      const value = listed.to_cashout as number;
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(listed.potential_win_amount);
      const stale = await send('POST', `${BETS}/cashout`, {
        cookie,
        payload: { bet_id: bet?.id, to_cashout: value + 1 },
      });
      expect(stale.status).toBe(400);
      expect(refusal(stale).message).toBe(BetsErrorKey.cashoutChanged);
      const paid = await send('POST', `${BETS}/cashout`, {
        cookie,
        payload: { bet_id: bet?.id, to_cashout: value },
      });
      expect(paid.status).toBe(200);
      expect(paid.json<TBet>()).toMatchObject({
        status: 'cashed_out',
        result: 'cashed_out',
        win_amount: value,
      });
      expect(await balance(cookie)).toBe(100_000 - 10_000 + value);
      // A cash-out is its own result: not a win (it may return less than the stake), not a loss.
      for (const result of ['win', 'lose', 'refund']) {
        const listed = await send('GET', `${BETS}?result=${result}`, { cookie });
        expect(listed.json<{ data: TBet[] }>().data).toEqual([]);
      }
      const settledList = await send('GET', `${BETS}?status=settled`, { cookie });
      expect(settledList.json<{ data: TBet[] }>().data.map((b) => b.id)).toEqual([bet?.id]);
      const again = await send('POST', `${BETS}/cashout`, {
        cookie,
        payload: { bet_id: bet?.id, to_cashout: value },
      });
      expect(again.status).toBe(400);
      const other = await player();
      const foreign = await send('POST', `${BETS}/cashout`, {
        cookie: other.cookie,
        payload: { bet_id: bet?.id, to_cashout: value },
      });
      expect(foreign.status).toBe(404);
    });

    it('settles bets when their match finishes and pays winners through the ledger', async () => {
      const { cookie } = await player();
      const selection = pick(8);
      const match = prematch.find((m) => m.id === selection.match_id) as TMatch;
      const outcomes = match.main_market?.outcomes ?? [];
      const bets = outcomes.map((o) => single({ ...selection, outcome_id: o.id, odds: o.odds }, 1_000));
      expect((await place(cookie, bets)).status).toBe(200);
      const finished = await send('POST', `/api/dev/matches/${selection.match_id}/finish`);
      expect(finished.status).toBe(200);
      const list = (await send('GET', `${BETS}?status=settled`, { cookie })).json<{ data: TBet[] }>().data;
      expect(list).toHaveLength(outcomes.length);
      const winners = list.filter((b) => b.result === 'win_entire');
      expect(winners).toHaveLength(1);
      expect(list.filter((b) => b.result === 'lose_entire')).toHaveLength(outcomes.length - 1);
      const winner = winners[0] as TBet;
      expect(winner.win_amount).toBe(winner.potential_win_amount);
      expect(winner.selections[0]?.status).toBe('win');
      expect(await balance(cookie)).toBe(100_000 - 1_000 * outcomes.length + winner.win_amount);
      const wins = (await send('GET', `${BETS}?result=win`, { cookie })).json<{ data: TBet[] }>().data;
      expect(wins.map((b) => b.id)).toEqual([winner.id]);
      expect((await built.services.accounts.wallet.audit()).total).toBe(0);
    });
  });

  describe('settings, max stake, share codes', () => {
    it('gives a visitor the site defaults and keeps a player’s own', async () => {
      const visitor = (await send('GET', '/api/sportsbook/settings')).json<TBetSettings>();
      expect(visitor.stakes).toHaveLength(4);
      expect(visitor.auto_accept_odds_change).toBe('none');
      const { cookie } = await player();
      const saved = await send('POST', '/api/sportsbook/settings', {
        cookie,
        payload: { stakes: [100, 200, 500, 1000], odds_type: 'american' },
      });
      expect(saved.json<TBetSettings>()).toMatchObject({
        stakes: [100, 200, 500, 1000],
        odds_type: 'american',
      });
      expect((await send('GET', '/api/sportsbook/settings', { cookie })).json<TBetSettings>().odds_type).toBe(
        'american',
      );
      expect(
        (await send('POST', '/api/sportsbook/settings', { payload: { odds_type: 'american' } })).status,
      ).toBe(401);
      expect(
        (
          await send('POST', '/api/sportsbook/settings', {
            cookie,
            payload: { auto_accept_odds_change: 'some' },
          })
        ).status,
      ).toBe(400);
    });

    it('answers the largest stake the balance and limits allow', async () => {
      const { cookie } = await player({ balance: 12_345 });
      const reply = await send('POST', `${BETS}/max-stake`, { cookie, payload: { bets: [single(pick(0))] } });
      expect(reply.json<number>()).toBe(12_345);
      const rich = await player({ balance: 50_000_000 });
      const limited = await send('POST', `${BETS}/max-stake`, {
        cookie: rich.cookie,
        payload: { bets: [single(pick(0))] },
      });
      expect(limited.json<number>()).toBe(1_000_000);
    });

    it('stores shared bets under a code and gives them back with current selections', async () => {
      const shared = {
        stake: 500,
        currency: 'EUR',
        subunits: 2,
        bet_type: 'combo',
        selections: [pick(0), pick(1)].map(({ odds: _odds, ...s }) => s),
      };
      const created = await send('POST', `${BETS}/share-code`, { payload: { bets: [shared] } });
      const { code } = created.json<{ code: string }>();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      const restored = await send('GET', `${BETS}/share-code?code=${code}`);
      const bets = restored.json<{ bets: { selections: { odds: number; outcome_name: string }[] }[] }>().bets;
      expect(bets[0]?.selections).toHaveLength(2);
      expect(bets[0]?.selections[0]?.odds).toBe(pick(0).odds);
      const missing = await send('GET', `${BETS}/share-code?code=NOPE1234`);
      expect(missing.status).toBe(404);
      expect(refusal(missing).message).toBe('share-bet.not-found-modal.link-not-found');
    });
  });
});
