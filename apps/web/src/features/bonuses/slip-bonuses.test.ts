import {
  createSelection,
  initialTicket,
  minor,
  type Odds1000,
  type SlipBet,
  type Ticket,
  ticketReducer,
} from '@sportsbook/betting';
import type { TSlipBonus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { slipBonusEvent, slipBonusesBets, slipBonusesPositions } from './slip-bonuses';

const pick = (matchId: number, odds = 2000) =>
  createSelection({
    matchId,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    matchStatus: 0,
    provider: 'betradar',
    odds: odds as Odds1000,
  });

const offer = (over: Partial<TSlipBonus>): TSlipBonus => ({
  bet: 0,
  bonusId: 'b',
  bonusType: 'freebet_all_win',
  name: 'Free bet',
  suitableSelections: [0, 1, 2],
  suitableCount: 3,
  completedCount: 3,
  activeRangeIndex: null,
  disabled: false,
  problem: null,
  bonusOdds: null,
  next: null,
  amount: 500,
  currency: 'EUR',
  ...over,
});
const FREEBET = offer({ bonusId: 'fb-1' });
const BOOST = offer({
  bonusId: 'cb-1',
  bonusType: 'comboboost',
  activeRangeIndex: 0,
  bonusOdds: 1050,
  next: { needed: 2, bonusOdds: 1100 },
  amount: null,
  currency: null,
});
const BIGGER_BOOST = { ...BOOST, bonusId: 'cb-2', bonusOdds: 1080 };

/** A ticket with one combo of three selections, as the slip holds it. */
function aCombo(): Ticket {
  let ticket = initialTicket;
  for (const id of [1, 2, 3])
    ticket = ticketReducer(ticket, { type: 'select_outcome', selection: pick(id), quickMode: false });
  return ticket;
}
/** Applies what the server's answer calls for, as the slip does. */
function answer(ticket: Ticket, offers: TSlipBonus[]): Ticket {
  const bet = ticket.bets[0] as SlipBet;
  const event = slipBonusEvent(bet, offers);
  return event ? ticketReducer(ticket, { ...event, betIndex: 0 }) : ticket;
}

describe('the slip bonuses request', () => {
  it('sends the regular bets as placed, without their bonus, and maps answers back to them', () => {
    const combo = aCombo().bets[0] as SlipBet;
    const custom: SlipBet = { ...combo, type: 'custom_bet' };
    const withBonus: SlipBet = { ...combo, stake: minor(300), bonus: { id: 'cb-1', type: 'comboboost' } };
    const wire = slipBonusesBets([custom, withBonus], 'EUR');
    expect(wire).toEqual([
      {
        stake: { value: 300, currency: 'EUR' },
        selections: [1, 2, 3].map((id) => ({
          match_id: id,
          market_id: 1,
          specifier: '',
          outcome_id: '1',
          odds: 2000,
        })),
      },
    ]);
    expect(slipBonusesPositions([custom, withBonus])).toEqual([1]);
  });
});

describe('the slip bonus state', () => {
  it('carries the best comboboost the combo reaches, and drops it when no longer reached', () => {
    let ticket = answer(aCombo(), [BOOST, BIGGER_BOOST, { ...BOOST, bonusId: 'cb-3', disabled: true }]);
    expect(ticket.bets[0]?.bonus).toEqual({ id: 'cb-2', type: 'comboboost', odds: 1080 });
    expect(slipBonusEvent(ticket.bets[0] as SlipBet, [BOOST, BIGGER_BOOST])).toBeNull();
    ticket = answer(ticket, [{ ...BIGGER_BOOST, disabled: true, bonusOdds: null }]);
    expect(ticket.bets[0]?.bonus).toBeNull();
  });

  it('sets the stake to the chosen freebet, 0 when it is removed', () => {
    let ticket = ticketReducer(aCombo(), {
      type: 'set_active_bonus',
      betIndex: 0,
      bonus: { id: 'fb-1', type: 'freebet_all_win', amount: minor(500) },
    });
    expect(ticket.bets[0]).toMatchObject({ stake: 500, bonus: { id: 'fb-1' } });
    // The answer still offers it: the freebet stays, no comboboost replaces it.
    expect(slipBonusEvent(ticket.bets[0] as SlipBet, [FREEBET, BOOST])).toBeNull();
    ticket = ticketReducer(ticket, { type: 'set_active_bonus', betIndex: 0, bonus: null });
    expect(ticket.bets[0]).toMatchObject({ stake: 0, bonus: null });
  });

  it('clears a freebet the bonuses no longer allow, stake 0, and uses the comboboost instead', () => {
    const chosen = ticketReducer(aCombo(), {
      type: 'set_active_bonus',
      betIndex: 0,
      bonus: { id: 'fb-1', type: 'freebet_all_win', amount: minor(500) },
    });
    const disabled = answer(chosen, [
      { ...FREEBET, disabled: true, problem: 'error.bonus.freebet_odds' },
      BOOST,
    ]);
    expect(disabled.bets[0]).toMatchObject({
      stake: 0,
      bonus: { id: 'cb-1', type: 'comboboost', odds: 1050 },
    });
    const gone = answer(chosen, []);
    expect(gone.bets[0]).toMatchObject({ stake: 0, bonus: null });
  });
});
