import { ODDS_TYPES, TICKET_STATES } from '@sportsbook/betting';
import { EMBED_ODDS_FORMATS, EMBED_SLIP_STATES } from '@sportsbook/contract/embed-messages';
import { expect, it } from 'vitest';

// The contract cannot import packages/betting: its copies of the betting names are held to them here.
it('the embedding protocol names the odds formats and slip states packages/betting knows', () => {
  expect(EMBED_ODDS_FORMATS).toEqual(ODDS_TYPES);
  expect(EMBED_SLIP_STATES).toEqual(TICKET_STATES);
});
