import type { SerializedBet } from '@sportsbook/betting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/render';
import { ATTEMPT_TTL_MS, type PlaceBetsBody, placeBets } from './place-bets';

const slip = (stake: number): PlaceBetsBody => ({
  meta: { device_id: 'device-1', quick: false, type: 'single' },
  bets: [
    {
      stake: { value: stake, currency: 'EUR' },
      selections: [{ match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
    } as unknown as SerializedBet,
  ],
});

/** Answers each POST /v3/bets with the next of `answers`; the keys it was sent under, in order. */
function server(answers: (() => Promise<Response>)[]) {
  const calls = mockFetch(() => (answers.shift() as () => Promise<Response>)());
  return () => calls.map(({ init }) => (init.headers as Record<string, string>)['idempotency-key']);
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const status = (code: number) => () => Promise.resolve(json(code, { code, message: 'x', data: {} }));
const placed = () => Promise.resolve(json(200, []));

afterEach(() => vi.restoreAllMocks());

describe('placeBets: one Idempotency-Key per placing attempt', () => {
  it('sends the same slip again under the key of an attempt that got no answer', async () => {
    const keys = server([offline, status(502), placed, placed]);
    await expect(placeBets(slip(100), 'en')).rejects.toThrow('Failed to fetch');
    await expect(placeBets(slip(100), 'en')).rejects.toMatchObject({ status: 502 });
    await placeBets(slip(100), 'en');
    // answered: the same slip once more is a new attempt
    await placeBets(slip(100), 'en');
    const [first, second, third, fourth] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
  });

  it('starts a new attempt after a refusal, and for a slip that changed', async () => {
    const keys = server([status(400), status(400), offline, placed]);
    await expect(placeBets(slip(100), 'en')).rejects.toMatchObject({ status: 400 });
    await expect(placeBets(slip(100), 'en')).rejects.toMatchObject({ status: 400 });
    await expect(placeBets(slip(100), 'en')).rejects.toThrow('Failed to fetch');
    await placeBets(slip(200), 'en');
    expect(new Set(keys()).size).toBe(4);
  });

  it('keeps each slip’s attempt: another slip answered meanwhile does not end it', async () => {
    const keys = server([offline, placed, placed]);
    await expect(placeBets(slip(300), 'en')).rejects.toThrow('Failed to fetch');
    await placeBets(slip(400), 'en');
    await placeBets(slip(300), 'en');
    const [first, other, again] = keys();
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('the same slip sent long after its last unanswered send is a new attempt', async () => {
    const start = Date.now();
    const later = (ttls: number) => start + ttls * ATTEMPT_TTL_MS;
    const keys = server([offline, offline, placed, offline, placed]);
    await expect(placeBets(slip(500), 'en', start)).rejects.toThrow('Failed to fetch');
    await expect(placeBets(slip(500), 'en', later(0.9))).rejects.toThrow('Failed to fetch');
    await placeBets(slip(500), 'en', later(1.8)); // within the time of the last send
    await expect(placeBets(slip(600), 'en', later(2))).rejects.toThrow('Failed to fetch');
    await placeBets(slip(600), 'en', later(3) + 1);
    const [first, second, third, fourth, fifth] = keys();
    expect([second, third]).toEqual([first, first]);
    expect(fifth).not.toBe(fourth);
  });
});
