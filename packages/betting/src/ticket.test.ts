import { describe, expect, it } from 'vitest';
import { initialTicket } from './initial-states';
import { MESSAGE_KEYS } from './messages';
import type { SlipBet, SlipSelection } from './model';
import { aBet, aSelection, odds } from './test-support';
import { type Ticket, type TicketEvent, ticketReducer } from './ticket';
import { minor } from './units';

const run = (events: TicketEvent[], from: Ticket = initialTicket): Ticket =>
  events.reduce(ticketReducer, from);
const select = (selection: SlipSelection, quickMode = false): TicketEvent => ({
  type: 'select_outcome',
  selection,
  quickMode,
});
const place: TicketEvent = { type: 'place', isLoggedIn: true, isPve: false, currency: 'EUR' };
const withBets = (bets: SlipBet[], patch: Partial<Ticket> = {}): Ticket => ({
  ...initialTicket,
  bets,
  selectedOutcomeIds: bets.flatMap((b) => b.selections.map((s) => s.id)),
  ...patch,
});
const staked = (stake: number) => withBets([aBet('single', [aSelection({ odds: 2000 })], { stake })]);

describe('selecting an outcome', () => {
  it('toggles the outcome into and out of the slip', () => {
    const s = aSelection();
    const added = run([select(s)]);
    expect(added.bets.map((b) => b.type)).toEqual(['single']);
    expect(added.selectedOutcomeIds).toEqual([s.id]);
    const removed = ticketReducer(added, select(s));
    expect(removed.bets).toEqual([]);
    expect(removed.selectedOutcomeIds).toEqual([]);
  });

  it('in quick mode on a live non-custom match, it quick-bets', () => {
    const live = aSelection({ matchStatus: 1 });
    const next = ticketReducer(initialTicket, select(live, true));
    expect(next.bets).toEqual([]);
    expect(next.effects).toEqual([{ type: 'quick_bet', selection: live }]);
  });

  it('in quick mode on a prematch match, quick mode turns off and the outcome toggles', () => {
    const next = ticketReducer(initialTicket, select(aSelection({ matchStatus: 0 }), true));
    expect(next.effects).toEqual([{ type: 'quick_mode_off' }]);
    expect(next.bets).toHaveLength(1);
  });

  it('in quick mode a custom bet pick turns quick mode off', () => {
    const next = ticketReducer(initialTicket, select(aSelection({ matchStatus: 1, isCustom: true }), true));
    expect(next.effects[0]).toEqual({ type: 'quick_mode_off' });
    expect(next.bets.map((b) => b.type)).toEqual(['custom_bet']);
  });

  describe('when the ticket is in progress', () => {
    it('the click is ignored', () => {
      const busy = { ...initialTicket, inProgress: true };
      expect(ticketReducer(busy, select(aSelection()))).toBe(busy);
      expect(ticketReducer(busy, select(aSelection(), true)).effects).toEqual([{ type: 'quick_mode_off' }]);
      expect(ticketReducer(busy, { type: 'remove_selection', selectionId: 'x' })).toBe(busy);
      expect(ticketReducer(busy, { type: 'clear' })).toBe(busy);
      expect(ticketReducer(busy, { type: 'accept_changes' })).toBe(busy);
      expect(
        ticketReducer(busy, { type: 'change_bet_type', to: 'combo', context: { multiSingleByProvider: {} } }),
      ).toBe(busy);
    });
  });

  it('a custom bet adds a custom-bet entry, and if the first bet is custom the custom-bet modal opens', () => {
    const pick = aSelection({ matchId: 31, isCustom: true });
    const next = ticketReducer(initialTicket, select(pick));
    expect(next.bets.map((b) => b.type)).toEqual(['custom_bet']);
    expect(next.effects).toEqual([{ type: 'open_custom_bet_modal', matchId: 31 }]);
  });

  it('the custom-bet modal does not open when the first bet is not custom', () => {
    const next = run([select(aSelection()), select(aSelection({ isCustom: true }))]);
    expect(next.bets.map((b) => b.type)).toEqual(['single', 'custom_bet']);
    expect(next.effects).toEqual([]);
  });

  it('removing a custom pick does not open the modal', () => {
    const pick = aSelection({ matchId: 32, isCustom: true });
    const next = run([select(pick), select(pick)]);
    expect(next.bets).toEqual([]);
    expect(next.effects).toEqual([]);
  });
});

describe('ticket states', () => {
  it('adding or removing selections resets to initial', () => {
    const failed = { ...staked(100), ticketState: 'error' as const, error: { message: 'x' } };
    const next = ticketReducer(failed, select(aSelection()));
    expect(next.ticketState).toBe('initial');
    expect(next.error).toBeNull();
    expect(
      ticketReducer(failed, {
        type: 'remove_selection',
        selectionId: failed.bets[0]?.selections[0]?.id ?? '',
      }),
    ).toMatchObject({ ticketState: 'initial', bets: [] });
  });

  it('adding or removing selections goes to odds changed if any bet has a changed-odds flag', () => {
    const changed = withBets([aBet('single', [aSelection({ isChanged: true, acceptedOdds: 1900 })])]);
    expect(ticketReducer(changed, select(aSelection())).ticketState).toBe('odds_changed');
  });

  it('placing while logged out resets the ticket to initial and triggers sign-in', () => {
    const failed = { ...staked(100), ticketState: 'error' as const, error: { message: 'x' } };
    const next = ticketReducer(failed, { ...place, isLoggedIn: false });
    expect(next.ticketState).toBe('initial');
    expect(next.effects).toEqual([{ type: 'sign_in' }]);
  });

  it('placing marks bets with stake above 0 as processing and sends them', () => {
    const bets = [
      aBet('single', [aSelection({ matchId: 100, odds: 2000 })], { stake: 100 }),
      aBet('single', [aSelection({ odds: 2000 })], { stake: 0 }),
      aBet('single', [aSelection({ matchId: 102, odds: 3000 })], { stake: 50 }),
    ];
    const next = ticketReducer(withBets(bets), place);
    expect(next.ticketState).toBe('processing');
    expect(next.processingBets).toEqual([0, 2]);
    expect(next.inProgress).toBe(true);
    expect(next.effects).toEqual([
      {
        type: 'send_bets',
        betIndexes: [0, 2],
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [{ match_id: 100, market_id: 1, specifier: '', outcome_id: '1', odds: 2000 }],
          },
          {
            stake: { value: 50, currency: 'EUR' },
            selections: [{ match_id: 102, market_id: 1, specifier: '', outcome_id: '1', odds: 3000 }],
          },
        ],
      },
    ]);
  });

  it('placing with no stake above 0 sends nothing', () => {
    const idle = staked(0);
    expect(ticketReducer(idle, place)).toBe(idle);
  });

  it('placing in odds changed is refused until the changes are accepted', () => {
    const changed = { ...staked(100), ticketState: 'odds_changed' as const };
    expect(ticketReducer(changed, place)).toBe(changed);
  });

  it('a pve player may not bet', () => {
    const next = ticketReducer(staked(100), { ...place, isPve: true });
    expect(next.ticketState).toBe('error');
    expect(next.error?.message).toBe('error.platform.pve_player_bet_forbidden');
  });

  describe('when the ticket is processing', () => {
    const processing = () => ticketReducer(staked(100), place);

    it('success goes to success with the placed bets and analytics events', () => {
      const placed = [{ id: 1 }];
      const next = ticketReducer(processing(), { type: 'place_succeeded', placedBets: placed });
      expect(next.ticketState).toBe('success');
      expect(next.placedBets).toEqual(placed);
      expect(next.effects).toEqual([{ type: 'bets_placed', bets: placed }]);
      expect(next.inProgress).toBe(false);
    });

    it('a final state clears selected outcomes', () => {
      expect(
        ticketReducer(processing(), { type: 'place_succeeded', placedBets: [] }).selectedOutcomeIds,
      ).toEqual([]);
      expect(ticketReducer(processing(), { type: 'place_failed', code: 400 }).selectedOutcomeIds).toEqual([]);
    });

    it('an error with a code other than 401 goes to error with messages and clears the processing bets', () => {
      const next = ticketReducer(processing(), {
        type: 'place_failed',
        code: 101,
        message: 'error.place_bets.invalid_odds',
        details: { bet: 0 },
      });
      expect(next.ticketState).toBe('error');
      expect(next.error).toEqual({ message: 'error.place_bets.invalid_odds', details: { bet: 0 } });
      expect(next.processingBets).toEqual([]);
      expect(ticketReducer(processing(), { type: 'place_failed', code: 400 }).error?.message).toBe(
        MESSAGE_KEYS.placeBetsDefault,
      );
    });

    it('a refusal naming selections updates them and flags the changed ones for acceptance', () => {
      const busy = processing();
      const s = busy.bets[0]?.selections[0] as SlipSelection;
      const ref = {
        matchId: s.matchId,
        marketId: s.marketId,
        specifier: s.specifier,
        outcomeId: s.outcomeId,
      };
      const next = ticketReducer(busy, {
        type: 'place_failed',
        code: 101,
        message: MESSAGE_KEYS.placeBetsDefault,
        selections: [{ ...ref, odds: 1800, active: true }],
      });
      expect(next.ticketState).toBe('error');
      expect(next.bets[0]?.selections[0]).toMatchObject({ odds: 1800, acceptedOdds: 2000, isChanged: true });
      expect(ticketReducer(next, place)).toBe(next);
      const accepted = ticketReducer(next, { type: 'accept_changes' });
      expect(accepted.ticketState).toBe('initial');
      expect(accepted.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 1800, isChanged: false });
      expect(ticketReducer(accepted, place).ticketState).toBe('processing');
    });

    it('any other error resets to initial and raises a global error', () => {
      for (const failure of [{ code: 401 }, {}]) {
        const next = ticketReducer(processing(), { type: 'place_failed', ...failure });
        expect(next.ticketState).toBe('initial');
        expect(next.processingBets).toEqual([]);
        expect(next.effects).toEqual([{ type: 'global_error' }]);
      }
    });

    it('placing again is ignored', () => {
      const busy = processing();
      expect(ticketReducer(busy, place).effects).toEqual([]);
      expect(ticketReducer(busy, place).ticketState).toBe('processing');
    });

    it('a market update changes the selections but not the state', () => {
      const busy = processing();
      const s = busy.bets[0]?.selections[0] as SlipSelection;
      const next = ticketReducer(busy, {
        type: 'markets_changed',
        mode: 'none',
        markets: [
          {
            matchId: s.matchId,
            marketId: s.marketId,
            specifier: '',
            status: 1,
            outcomes: [{ id: '1', active: true, odds: 2500 }],
          },
        ],
      });
      expect(next.ticketState).toBe('processing');
      expect(next.bets[0]?.selections[0]?.odds).toBe(2500);
    });
  });

  it('placement results outside processing are ignored', () => {
    expect(ticketReducer(initialTicket, { type: 'place_succeeded', placedBets: [] })).toBe(initialTicket);
    expect(ticketReducer(initialTicket, { type: 'place_failed', code: 400 })).toBe(initialTicket);
  });

  it('accepting odds changes returns to initial', () => {
    const s = aSelection({ odds: 2200, acceptedOdds: 2000, isChanged: true });
    const changed = {
      ...withBets([aBet('single', [s], { stake: 100 })]),
      ticketState: 'odds_changed' as const,
    };
    const next = ticketReducer(changed, { type: 'accept_changes' });
    expect(next.ticketState).toBe('initial');
    expect(next.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 2200, isChanged: false });
  });

  it('a provider status change marks selections whose provider is unavailable and sets odds changed', () => {
    const next = ticketReducer(staked(100), {
      type: 'provider_status_changed',
      statuses: { betradar: 'inactive' },
    });
    expect(next.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    expect(next.ticketState).toBe('odds_changed');
    const same = ticketReducer(next, { type: 'provider_status_changed', statuses: { betradar: 'inactive' } });
    expect(same).toBe(next);
  });

  describe('live odds', () => {
    const s = aSelection({ odds: 2000 });
    const update = (price: number): TicketEvent => ({
      type: 'markets_changed',
      mode: 'none',
      markets: [
        {
          matchId: s.matchId,
          marketId: s.marketId,
          specifier: '',
          status: 1,
          outcomes: [{ id: '1', active: true, odds: price }],
        },
      ],
    });

    it('a flagged change sets odds changed, and its return clears it', () => {
      const changed = ticketReducer(withBets([aBet('single', [s], { stake: 100 })]), update(2100));
      expect(changed.ticketState).toBe('odds_changed');
      expect(ticketReducer(changed, update(2000)).ticketState).toBe('initial');
    });

    it('a change in the error state asks for acceptance', () => {
      const failed = { ...withBets([aBet('single', [s], { stake: 100 })]), ticketState: 'error' as const };
      expect(ticketReducer(failed, update(2100)).ticketState).toBe('odds_changed');
      expect(ticketReducer(failed, update(2000))).toBe(failed);
    });

    it('a change after success keeps the success state', () => {
      const done = { ...withBets([aBet('single', [s], { stake: 100 })]), ticketState: 'success' as const };
      const next = ticketReducer(done, update(2100));
      expect(next.ticketState).toBe('success');
      expect(next.bets[0]?.selections[0]?.odds).toBe(2100);
    });

    it('a match status change reaches the selections', () => {
      const next = ticketReducer(withBets([aBet('single', [s])]), {
        type: 'match_status_changed',
        matchId: s.matchId,
        status: 1,
      });
      expect(next.bets[0]?.selections[0]?.matchStatus).toBe(1);
    });
  });

  it('reset returns to initial, clearing error, processing bets and placed bets', () => {
    const done = {
      ...staked(100),
      ticketState: 'success' as const,
      placedBets: [{}],
      processingBets: [0],
      selectedOutcomeIds: [],
    };
    const next = ticketReducer(done, { type: 'reset' });
    expect(next).toMatchObject({ ticketState: 'initial', placedBets: [], processingBets: [], error: null });
    expect(next.selectedOutcomeIds).toEqual(done.bets.map((b) => b.selections[0]?.id));
  });

  it('clear all empties the slip', () => {
    expect(ticketReducer(staked(100), { type: 'clear' })).toMatchObject({ bets: [], selectedOutcomeIds: [] });
  });

  it('effects belong to one transition only', () => {
    const next = ticketReducer(staked(100), place);
    expect(ticketReducer(next, { type: 'set_upcoming_bonuses', bonuses: [] }).effects).toEqual([]);
  });
});

describe('bet type change through the ticket', () => {
  it('applies an allowed switch and ignores a refused one', () => {
    const combo = run([select(aSelection()), select(aSelection()), select(aSelection())]);
    const context = { multiSingleByProvider: { betradar: true } };
    const system = ticketReducer(combo, { type: 'change_bet_type', to: 'system', context });
    expect(system.bets.map((b) => b.type)).toEqual(['system']);
    expect(ticketReducer(system, { type: 'change_bet_type', to: 'system', context })).toBe(system);
  });
});

describe('stake', () => {
  it('typing a stake sets the stake source to stake', () => {
    const next = ticketReducer(staked(0), {
      type: 'set_stake',
      betIndex: 0,
      stake: minor(250),
      currency: 'EUR',
    });
    expect(next.bets[0]).toMatchObject({ stake: 250, stakeSource: 'stake' });
    expect(ticketReducer(next, { type: 'set_stake', betIndex: 5, stake: minor(1), currency: 'EUR' })).toBe(
      next,
    );
  });

  it('a first stake tells a slip that knew no currency which one it is in, and is kept when told again', () => {
    const next = ticketReducer(staked(0), {
      type: 'set_stake',
      betIndex: 0,
      stake: minor(500),
      currency: 'EUR',
    });
    expect(next.currency).toBe('EUR');
    // The slip's runtime, loaded after the player typed, says the session's currency: the same one.
    expect(ticketReducer(next, { type: 'currency_changed', currency: 'EUR' }).bets[0]?.stake).toBe(500);
  });

  it('a stake typed in another currency than the slip’s zeroes the other bets’ stakes', () => {
    const two = {
      ...withBets([
        aBet('single', [aSelection()], { stake: 100 }),
        aBet('single', [aSelection()], { stake: 200 }),
      ]),
      currency: 'EUR',
    };
    const next = ticketReducer(two, { type: 'set_stake', betIndex: 1, stake: minor(300), currency: 'USD' });
    expect(next.bets.map((bet) => bet.stake)).toEqual([0, 300]);
    expect(next.currency).toBe('USD');
  });

  it('entering the potential win derives the stake from the total odds', () => {
    const next = ticketReducer(staked(0), {
      type: 'set_potential_win',
      betIndex: 0,
      potentialWin: minor(1001),
      currency: 'EUR',
    });
    expect(next.bets[0]).toMatchObject({ stake: 500, stakeSource: 'potentialWin' });
  });
});

describe('currency change', () => {
  const inEur = { ...staked(100), currency: 'EUR' };

  it('zeroes stakes and sets the stake source to sharing', () => {
    const next = ticketReducer(inEur, { type: 'currency_changed', currency: 'BTC' });
    expect(next.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing' });
    expect(next.currency).toBe('BTC');
  });

  it('keeps the stakes when the currency is the one they are in', () => {
    expect(ticketReducer(inEur, { type: 'currency_changed', currency: 'EUR' })).toBe(inEur);
  });

  it('zeroes stakes whose currency the slip never learned', () => {
    const next = ticketReducer(staked(100), { type: 'currency_changed', currency: 'EUR' });
    expect(next.bets[0]).toMatchObject({ stake: 0 });
    expect(next.currency).toBe('EUR');
  });

  it('restored bets bring the currency of their stakes', () => {
    const bets = staked(100).bets;
    const restored = ticketReducer(initialTicket, { type: 'restore_finished', bets, currency: 'EUR' });
    expect(ticketReducer(restored, { type: 'currency_changed', currency: 'EUR' }).bets[0]?.stake).toBe(100);
  });
});

describe('freebet and bonus effects on the stake', () => {
  const freebet = { id: 'fb1', type: 'freebet_no_risk' as const, amount: minor(700) };

  it('a freebet set as active bonus sets the stake to the freebet stake', () => {
    const next = ticketReducer(staked(100), { type: 'set_active_bonus', betIndex: 0, bonus: freebet });
    expect(next.bets[0]).toMatchObject({ stake: 700, freebetStake: 700, bonus: freebet });
  });

  it('removing the freebet sets the stake to 0', () => {
    const next = run(
      [
        { type: 'set_active_bonus', betIndex: 0, bonus: freebet },
        { type: 'set_active_bonus', betIndex: 0, bonus: null },
      ],
      staked(100),
    );
    expect(next.bets[0]).toMatchObject({ stake: 0, bonus: null });
  });

  it('another bonus leaves the stake alone', () => {
    const boost = { id: 'cb', type: 'comboboost' as const, odds: odds(1100) };
    const next = ticketReducer(staked(100), { type: 'set_active_bonus', betIndex: 0, bonus: boost });
    expect(next.bets[0]).toMatchObject({ stake: 100, bonus: boost });
  });

  it('when the bonus set changes, a freebet is cleared with its stake reset to 0 and a hunting bonus is used instead', () => {
    const hunting = { id: 'h', type: 'hunting' as const };
    const next = run(
      [
        { type: 'set_active_bonus', betIndex: 0, bonus: freebet },
        {
          type: 'bonuses_changed',
          betIndex: 0,
          available: [{ id: 'c', type: 'comboboost' }, hunting, freebet],
        },
      ],
      staked(100),
    );
    expect(next.bets[0]).toMatchObject({ stake: 0, bonus: hunting });
  });

  it('when the bonus set changes, a tournament or comboboost bonus is used if there is no hunting one', () => {
    const comboboost = { id: 'c', type: 'comboboost' as const };
    const tournament = { id: 't', type: 'tournament' as const };
    expect(
      ticketReducer(staked(100), {
        type: 'bonuses_changed',
        betIndex: 0,
        available: [comboboost, tournament],
      }).bets[0]?.bonus,
    ).toEqual(tournament);
    expect(
      ticketReducer(staked(100), { type: 'bonuses_changed', betIndex: 0, available: [comboboost] }).bets[0]
        ?.bonus,
    ).toEqual(comboboost);
    expect(
      ticketReducer(staked(100), { type: 'bonuses_changed', betIndex: 0, available: [] }).bets[0]?.bonus,
    ).toBeNull();
  });

  it('a non-freebet bonus still available stays when the bonus set changes', () => {
    const boost = { id: 'c', type: 'comboboost' as const };
    const next = run(
      [
        { type: 'set_active_bonus', betIndex: 0, bonus: boost },
        { type: 'bonuses_changed', betIndex: 0, available: [{ id: 'h', type: 'hunting' }, boost] },
      ],
      staked(100),
    );
    expect(next.bets[0]?.bonus).toEqual(boost);
  });
});

describe('adding a bet builder to the slip', () => {
  const legs = (matchId: number) => [
    aSelection({ matchId, isCustom: true }),
    aSelection({ matchId, marketId: 2, isCustom: true }),
  ];
  const add = (matchId: number, quickMode = false): TicketEvent => ({
    type: 'add_custom_bet',
    selections: legs(matchId),
    customOdds: odds(4019),
    quickMode,
  });

  it('adds one custom-bet entry, and if the first bet is custom the custom-bet modal opens', () => {
    const next = ticketReducer(initialTicket, add(60));
    expect(next.bets).toHaveLength(1);
    expect(next.bets[0]).toMatchObject({ type: 'custom_bet', customOdds: 4019 });
    expect(next.selectedOutcomeIds).toHaveLength(2);
    expect(next.effects).toEqual([{ type: 'open_custom_bet_modal', matchId: 60 }]);
  });

  it('the modal does not open when the first bet is not custom', () => {
    const next = run([select(aSelection()), add(61)]);
    expect(next.bets.map((b) => b.type)).toEqual(['single', 'custom_bet']);
    expect(next.effects).toEqual([]);
  });

  it('turns quick mode off, and is ignored while the ticket is in progress', () => {
    expect(ticketReducer(initialTicket, add(62, true)).effects).toContainEqual({ type: 'quick_mode_off' });
    const busy = ticketReducer(initialTicket, { type: 'set_in_progress', inProgress: true });
    expect(ticketReducer(busy, add(62)).bets).toEqual([]);
  });

  it('placing it sends custom_odds; a moved price (120) waits for acceptance, then places at the new price', () => {
    const added = run([add(63), { type: 'set_stake', betIndex: 0, stake: minor(500), currency: 'EUR' }]);
    const sending = ticketReducer(added, place);
    expect(sending.effects).toMatchObject([{ type: 'send_bets', bets: [{ custom_odds: 4019 }] }]);
    const refused = ticketReducer(sending, {
      type: 'place_failed',
      code: 120,
      message: 'error.place_bets.invalid_odds_custom_bet',
      customOdds: [{ betIndex: 0, odds: odds(3900) }],
    });
    expect(refused.ticketState).toBe('error');
    expect(refused.bets[0]).toMatchObject({ customOdds: 3900, customOddsBefore: 4019 });
    expect(ticketReducer(refused, place)).toBe(refused);
    const accepted = ticketReducer(refused, { type: 'accept_changes' });
    expect(accepted.ticketState).toBe('initial');
    expect(ticketReducer(accepted, place).effects).toMatchObject([
      { type: 'send_bets', bets: [{ custom_odds: 3900 }] },
    ]);
  });
});

describe('custom bets and restore', () => {
  it('takes the calculated odds for a custom bet only', () => {
    const custom = run([
      select(aSelection({ matchId: 50, isCustom: true })),
      select(aSelection({ matchId: 50, marketId: 2, isCustom: true })),
    ]);
    const next = ticketReducer(custom, { type: 'custom_odds_calculated', betIndex: 0, odds: odds(4200) });
    expect(next.bets[0]?.customOdds).toBe(4200);
    const single = staked(100);
    expect(ticketReducer(single, { type: 'custom_odds_calculated', betIndex: 0, odds: odds(4200) })).toBe(
      single,
    );
  });

  it('ignores a price asked for selections the bet no longer has', () => {
    const custom = run([
      select(aSelection({ matchId: 51, isCustom: true })),
      select(aSelection({ matchId: 51, marketId: 2, isCustom: true })),
    ]);
    const ids = custom.bets[0]?.selections.map((s) => s.id) ?? [];
    const stale = { type: 'custom_odds_calculated', betIndex: 0, odds: odds(3000) } as const;
    expect(ticketReducer(custom, { ...stale, selectionIds: ids.slice(1) }).bets).toBe(custom.bets);
    expect(ticketReducer(custom, { ...stale, selectionIds: ids }).bets[0]?.customOdds).toBe(3000);
  });

  it('restoring sets the bets and clears the restoring flag', () => {
    const started = ticketReducer(initialTicket, { type: 'restore_started' });
    expect(started.isRestoring).toBe(true);
    const bets = [aBet('single', [aSelection()], { stake: 100 })];
    const done = ticketReducer(started, { type: 'restore_finished', bets });
    expect(done).toMatchObject({ isRestoring: false, bets, ticketState: 'initial' });
    expect(ticketReducer(started, { type: 'restore_finished' })).toMatchObject({
      isRestoring: false,
      bets: [],
    });
  });

  it('tracks a request in progress', () => {
    const busy = ticketReducer(initialTicket, { type: 'set_in_progress', inProgress: true });
    expect(busy.inProgress).toBe(true);
    expect(ticketReducer(busy, { type: 'set_in_progress', inProgress: true })).toBe(busy);
  });
});
