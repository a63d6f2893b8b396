import { type Minor, type Odds1000, type SlipBet, selectionKey } from '@sportsbook/betting';
import type { TRestoredSelection, TShareCodeReplyBets } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { sharedFromPlaced, sharedFromSlip, shareLink, slipBetsFromShare } from './share';
import { aBetSelection, aPlacedBet } from './test-support';

const restored = (overrides: Partial<TRestoredSelection> = {}): TRestoredSelection => ({
  match_id: 11,
  market_id: 1,
  specifier: '',
  outcome_id: '1',
  match_urn_id: 'sr:match:11',
  match_slug: 'a-b',
  match_status: 0,
  home: 'A',
  away: 'B',
  category_name: 'England',
  sport_key: 'football',
  provider: 'betradar',
  market_name: '1x2',
  outcome_name: 'A',
  odds: 2100,
  active: true,
  ...overrides,
});

const reply = (bets: Partial<TShareCodeReplyBets['bets'][number]>[]): TShareCodeReplyBets => ({
  bets: bets.map((bet) => ({
    stake: 500,
    currency: 'EUR',
    subunits: 2,
    bet_type: 'single',
    system_type: null,
    selections: [restored()],
    ...bet,
  })),
});

describe('share payload (SPEC §3)', () => {
  it('carries stake, currency, selections with the accepted odds, bet and system type', () => {
    const [a, b, c] =
      slipBetsFromShare(
        reply([
          {
            bet_type: 'system',
            system_type: '2/3',
            selections: [1, 2, 3].map((id) => restored({ match_id: id })),
          },
        ]),
        'EUR',
      )[0]?.selections ?? [];
    if (!a || !b || !c) throw new Error('expected three selections');
    const bet: SlipBet = {
      type: 'system',
      selections: [a, b, c],
      stake: 1000 as Minor,
      stakeSource: 'stake',
      system: { winCount: 2, totalCount: 3 },
    };
    const [shared] = sharedFromSlip([bet], { code: 'EUR', subunits: 2 });
    expect(shared).toMatchObject({
      stake: 1000,
      currency: 'EUR',
      subunits: 2,
      bet_type: 'system',
      system_type: '2/3',
    });
    expect(shared?.selections[0]).toEqual({
      match_id: 1,
      market_id: 1,
      specifier: '',
      outcome_id: '1',
      odds: 2100,
    });
  });

  it('of a placed bet, is what was bet', () => {
    const bet = aPlacedBet({ type: 'combo', selections: [aBetSelection({ odds: 1500 }), aBetSelection()] });
    const shared = sharedFromPlaced(bet);
    expect(shared.bet_type).toBe('combo');
    expect(shared.stake).toBe(1000);
    expect(shared.selections.map((s) => s.odds)).toEqual([1500, 2000]);
  });

  it('links to the page with ?betcode= and nothing else', () => {
    expect(shareLink('https://x.test/en/football?page=2#top', 'AB12CD')).toBe(
      'https://x.test/en/football?betcode=AB12CD',
    );
  });
});

describe('share restore (SPEC §4)', () => {
  it('holds the selections with their current names and odds', () => {
    const [bet] = slipBetsFromShare(reply([{}]), 'EUR');
    expect(bet?.stake).toBe(500);
    expect(bet?.stakeSource).toBe('sharing');
    const s = bet?.selections[0];
    expect(s).toMatchObject({ odds: 2100, acceptedOdds: 2100, outcomeName: 'A', nameA: 'A', nameB: 'B' });
    expect(s?.id).toBe(selectionKey({ matchId: 11, marketId: 1, specifier: '', outcomeId: '1' }));
  });

  it('marks a selection that is no longer offered as suspended', () => {
    const [bet] = slipBetsFromShare(reply([{ selections: [restored({ active: false })] }]), 'EUR');
    expect(bet?.selections[0]?.isSuspended).toBe(true);
  });

  it('does not carry a stake of another currency', () => {
    expect(slipBetsFromShare(reply([{ currency: 'USD' }]), 'EUR')[0]?.stake).toBe(0);
  });

  it('refits a system type that does not fit, and gives nothing for bets without selections', () => {
    const three = [1, 2, 3].map((id) => restored({ match_id: id }));
    expect(
      slipBetsFromShare(reply([{ bet_type: 'system', system_type: '9/9', selections: three }]), 'EUR')[0]
        ?.system,
    ).toEqual({ winCount: 2, totalCount: 3 });
    expect(slipBetsFromShare(reply([{ selections: [] }]), 'EUR')).toEqual([]);
    expect(slipBetsFromShare({ bets: [] }, 'EUR')).toEqual([]);
  });

  it('keeps a custom bet with its odds', () => {
    const [bet] = slipBetsFromShare(reply([{ bet_type: 'custom_bet', custom_odds: 3500 }]), 'EUR');
    expect(bet?.type).toBe('custom_bet');
    expect(bet?.customOdds).toBe(3500 as Odds1000);
  });
});
