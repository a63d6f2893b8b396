import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { parseFrameMessage, parseHostMessage, type TZFrameMessage, type TZHostMessage } from './embed';
import {
  FRAME_MESSAGE_NAMES,
  frameMessage,
  HOST_MESSAGE_TYPES,
  hostMessage,
  readFrameMessage,
  readHostMessage,
  rejectionReporter,
  type TFrameMessage,
  type TFramePayloads,
  type THostMessage,
  type THostPayloads,
} from './embed-messages';

const TOKEN = 'a'.repeat(43);

/** A valid payload of every host message, and payloads each check must refuse. */
const HOST: { [K in keyof THostPayloads]: { valid: THostPayloads[K][]; invalid: unknown[] } } = {
  iframe_integration: {
    valid: [
      { listeners: [], token: null },
      { listeners: ['sign-in', 'sign-up', 'deposit'], token: TOKEN, currency: 'EUR' },
    ],
    invalid: [
      { listeners: ['sign-out'], token: null },
      { listeners: [], token: 'short' },
      { listeners: [], token: `${TOKEN};` },
      { listeners: [] },
      { listeners: [], token: null, currency: 'eur' },
      { listeners: ['deposit', 'deposit', 'deposit', 'deposit'], token: null },
    ],
  },
  change_locale: {
    valid: [{ locale: 'de' }, { locale: 'pt-BR' }],
    invalid: [{ locale: '' }, { locale: 'DE' }, { locale: 'de/../../x' }, { locale: 5 }],
  },
  change_currency: { valid: [{ currency: 'USD' }, { currency: 'BTC' }], invalid: [{ currency: 'usd' }, {}] },
  apply_bet_code: {
    valid: [{ code: 'AB12CD' }],
    invalid: [{ code: 'AB' }, { code: 'AB12-CD' }, { code: null }],
  },
  open_bet_slip: { valid: [{}], invalid: [{ open: true }, null, []] },
  page_changed: {
    valid: [{ path: '/' }, { path: '/live' }, { path: '/football/germany?x=1' }],
    invalid: [
      { path: 'live' },
      { path: '//evil.example/' },
      { path: 'https://evil.example' },
      { path: '/a b' },
    ],
  },
  viewport: {
    valid: [
      { top: 0, height: 800 },
      { top: -120.5, height: 0 },
    ],
    invalid: [
      { top: 0, height: -1 },
      { top: Number.NaN, height: 10 },
      { top: '0', height: 10 },
    ],
  },
  odds_changed: { valid: [{ odds_format: 'american' }], invalid: [{ odds_format: 'roman' }] },
  search_modal: { valid: [{}, { query: 'bayern' }], invalid: [{ query: 'x'.repeat(51) }, { query: 3 }] },
};

const FRAME: { [K in keyof TFramePayloads]: { valid: TFramePayloads[K][]; invalid: unknown[] } } = {
  'sign-in': { valid: [{}], invalid: [{ email: 'x' }] },
  'sign-up': { valid: [{}], invalid: ['{}'] },
  deposit: { valid: [{ currency: 'EUR' }], invalid: [{}, { currency: 'E' }] },
  'page-loaded': { valid: [{ path: '/en/live' }], invalid: [{ path: '' }] },
  'page-size-changed': {
    valid: [{ width: 1024, height: 3210.5 }],
    invalid: [{ width: 1024 }, { width: -1, height: 2 }, { width: 1, height: Number.POSITIVE_INFINITY }],
  },
  'balance-changed': {
    valid: [{ currency: 'EUR', balance: 100_000 }],
    invalid: [
      { currency: 'EUR', balance: 1.5 },
      { currency: 'EUR', balance: '1' },
    ],
  },
  'bet-slip-state-changed': {
    valid: [
      { selections: 0, bets: 0, state: 'initial' },
      { selections: 3, bets: 1, state: 'success' },
    ],
    invalid: [
      { selections: -1, bets: 0, state: 'initial' },
      { selections: 1, state: 'initial' },
      { selections: 1, bets: 1, state: 'won' },
    ],
  },
  'top-event-clicked': { valid: [{ match_id: 42 }], invalid: [{ match_id: 0 }, { match_id: '42' }] },
  'notify-modal-triggered': { valid: [{ modal: 'signIn' }], invalid: [{ modal: '<script>' }, { modal: '' }] },
  initialized: {
    valid: [{ locale: 'en', currency: 'EUR', is_logged_in: false }],
    invalid: [
      { locale: 'en', currency: 'EUR' },
      { locale: 'en', currency: 'EUR', is_logged_in: 'yes' },
    ],
  },
  'notify-currency-changed': { valid: [{ currency: 'USD' }], invalid: [{ currency: 'US D' }] },
};

describe('host messages in', () => {
  it('names every message of SPEC §7', () => {
    expect(Object.keys(HOST).sort()).toEqual([...HOST_MESSAGE_TYPES].sort());
  });

  for (const type of HOST_MESSAGE_TYPES) {
    it(`${type}: reads the valid ones and ignores the malformed ones, as zod does`, () => {
      for (const payload of HOST[type].valid) {
        const message = hostMessage(type, payload as never);
        expect(readHostMessage(message)).toEqual({ ok: true, message });
        expect(parseHostMessage(message)).toEqual(message);
      }
      for (const payload of HOST[type].invalid) {
        const message = { type, version: 1, payload };
        expect(readHostMessage(message)).toEqual({ ok: false, reason: 'malformed', type });
        expect(parseHostMessage(message)).toBeNull();
      }
      const valid = hostMessage(type, HOST[type].valid[0] as never);
      expect(readHostMessage({ ...valid, version: 2 })).toEqual({ ok: false, reason: 'version', type });
      expect(parseHostMessage({ ...valid, version: 2 })).toBeNull();
      expect(readHostMessage({ ...valid, extra: 1 }).ok).toBe(true);
      expect(readHostMessage({ ...valid, payload: { ...valid.payload, extra: 1 } }).ok).toBe(false);
      expect(parseHostMessage({ ...valid, payload: { ...valid.payload, extra: 1 } })).toBeNull();
    });
  }

  it('takes no frame message, no unknown type and no non-object as a host message', () => {
    for (const data of [
      null,
      'change_locale',
      42,
      { type: 'close_everything' },
      { type: 'close_everything', payload: {} },
      { version: 1, payload: {} },
    ]) {
      expect(readHostMessage(data)).toEqual({ ok: false, reason: 'foreign' });
      expect(parseHostMessage(data)).toBeNull();
    }
    // In the protocol's envelope but of no host type: unknown, which is reported.
    for (const data of [
      { type: 'sportsbook:initialized', version: 1, payload: {} },
      { type: 'close_everything', version: 1, payload: {} },
      { type: 'open_betslip', version: 2, payload: null },
    ]) {
      expect(readHostMessage(data)).toEqual({ ok: false, reason: 'unknown', type: data.type });
      expect(parseHostMessage(data)).toBeNull();
    }
  });
});

describe('messages out to the parent', () => {
  it('names every message of SPEC §7, each with the sportsbook prefix', () => {
    expect(Object.keys(FRAME).sort()).toEqual([...FRAME_MESSAGE_NAMES].sort());
    expect(frameMessage('sign-in', {}).type).toBe('sportsbook:sign-in');
  });

  for (const name of FRAME_MESSAGE_NAMES) {
    it(`sportsbook:${name}: reads the valid ones and ignores the malformed ones, as zod does`, () => {
      const type = `sportsbook:${name}`;
      for (const payload of FRAME[name].valid) {
        const message = frameMessage(name, payload as never);
        expect(readFrameMessage(message)).toEqual({ ok: true, message });
        expect(parseFrameMessage(message)).toEqual(message);
      }
      for (const payload of FRAME[name].invalid) {
        const message = { type, version: 1, payload };
        expect(readFrameMessage(message)).toEqual({ ok: false, reason: 'malformed', type });
        expect(parseFrameMessage(message)).toBeNull();
      }
      const valid = frameMessage(name, FRAME[name].valid[0] as never);
      expect(readFrameMessage({ ...valid, version: '1' })).toEqual({ ok: false, reason: 'version', type });
      expect(parseFrameMessage({ ...valid, version: '1' })).toBeNull();
    });
  }

  it('ignores other senders and unknown sportsbook messages', () => {
    expect(readFrameMessage({ type: 'webpackOk' })).toEqual({ ok: false, reason: 'foreign' });
    expect(readFrameMessage({ type: 'change_locale', version: 1, payload: { locale: 'de' } })).toEqual({
      ok: false,
      reason: 'foreign',
    });
    const unknown = { type: 'sportsbook:self-destruct', version: 1, payload: {} };
    expect(readFrameMessage(unknown)).toEqual({ ok: false, reason: 'unknown', type: unknown.type });
    expect(parseFrameMessage(unknown)).toBeNull();
  });
});

describe('rejectionReporter', () => {
  it('reports each kind of rejected message once per type, and never a foreign one', () => {
    const report = vi.fn();
    const reject = rejectionReporter(report);
    reject(readHostMessage({ type: 'viewport', version: 1, payload: {} }));
    reject(readHostMessage({ type: 'viewport', version: 1, payload: { top: 'x' } }));
    reject(readHostMessage({ type: 'viewport', version: 3, payload: {} }));
    reject(readHostMessage({ type: 'something-else' }));
    reject(readHostMessage({ type: 'open_betslip', version: 1, payload: {} }));
    reject(readHostMessage({ type: 'open_betslip', version: 1, payload: { again: true } }));
    reject(readFrameMessage({ type: 'sportsbook:self-destruct', version: 1, payload: {} }));
    reject(readHostMessage(hostMessage('open_bet_slip', {})));
    expect(report.mock.calls).toEqual([
      ['sportsbook embed: ignored a malformed message (viewport)'],
      ['sportsbook embed: ignored a message of another version (viewport)'],
      ['sportsbook embed: ignored a message of an unknown type (open_betslip)'],
      ['sportsbook embed: ignored a message of an unknown type (sportsbook:self-destruct)'],
    ]);
  });
});

it('the zod schemas and the zod-free types describe the same messages', () => {
  expectTypeOf<THostMessage>().toExtend<TZHostMessage>();
  expectTypeOf<TFrameMessage>().toExtend<TZFrameMessage>();
  expectTypeOf<TZHostMessage['type']>().toEqualTypeOf<THostMessage['type']>();
  expectTypeOf<TZFrameMessage['type']>().toEqualTypeOf<TFrameMessage['type']>();
});
