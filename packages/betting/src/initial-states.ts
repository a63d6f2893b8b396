import type { QuickBet } from './quick-bet';
import type { Ticket } from './ticket';
import type { Minor } from './units';

// The starting states live apart from their machines (types only are imported): with the
// package free of side effects, a page that shows an empty slip imports these without bundling the
// ticket and quick-bet machines, which the web loads with the first transition.

export const initialTicket: Ticket = {
  ticketState: 'initial',
  error: null,
  bets: [],
  placedBets: [],
  upcomingBonuses: [],
  selectedOutcomeIds: [],
  processingBets: [],
  isRestoring: false,
  inProgress: false,
  currency: null,
  effects: [],
};

export const initialQuickBet: QuickBet = {
  isEnabled: false,
  state: 'initial',
  bet: null,
  selectedOutcomeIds: [],
  stake: 0 as Minor,
  currency: null,
  isApproved: false,
  error: null,
  effects: [],
};
