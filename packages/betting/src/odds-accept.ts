/** Settings `oddsAcceptMode` (default none): which odds changes are taken without asking. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

/**
 * Whether a price that moved from `accepted` (what the player agreed to) to `current` is taken under
 * the mode (SPEC §4): none takes no change, higher takes anything but a decrease, any takes every
 * change. An unchanged price is always taken: SPEC flags only changes, and only decreases under higher.
 */
export function acceptsOdds(mode: OddsAcceptMode, accepted: number, current: number): boolean {
  switch (mode) {
    case 'any':
      return true;
    case 'higher':
      return current >= accepted;
    case 'none':
      return current === accepted;
  }
}
