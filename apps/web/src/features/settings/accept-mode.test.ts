import { ANONYMOUS_PLAYER } from '@sportsbook/contract/light';
import { describe, expect, it } from 'vitest';
import { resolveAcceptMode } from './accept-mode';

const player = { ...ANONYMOUS_PLAYER, id: 'p1', is_logged_in: true };

describe("the slip's odds-accept mode", () => {
  it("is the signed-in player's auto_accept_odds_change", () => {
    expect(resolveAcceptMode(player, 'higher', 'any', 'none')).toBe('higher');
  });

  it("is the site's default until the player's settings are loaded", () => {
    expect(resolveAcceptMode(player, undefined, 'any', 'none')).toBe('none');
  });

  it("is a visitor's own choice, else the site's default", () => {
    expect(resolveAcceptMode(ANONYMOUS_PLAYER, 'higher', 'any', 'none')).toBe('any');
    expect(resolveAcceptMode(ANONYMOUS_PLAYER, undefined, null, 'higher')).toBe('higher');
    expect(resolveAcceptMode(undefined, undefined, null, 'none')).toBe('none');
  });
});
