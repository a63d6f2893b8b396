import type { TPhoneVerification } from '@sportsbook/contract';

/**
 * SPEC §5: when the site requires phone verification, a signed-in player whose phone is not
 * verified is asked to verify it.
 */
export function phoneVerificationWanted(state: {
  loggedIn: boolean;
  required: boolean;
  verification: TPhoneVerification | undefined;
}): boolean {
  return state.loggedIn && state.required && state.verification?.is_verified === false;
}
