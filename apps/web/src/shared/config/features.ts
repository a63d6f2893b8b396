import type { TPlayerProfile } from '@sportsbook/contract';

/** SPEC §3: the player group that marks testers of what is not yet on for everyone. */
export const TEST_GROUP = 'spi_test';

type Features = Readonly<Record<string, boolean>>;

/**
 * SPEC §6: whether the site offers its own sign-in and sign-up. A site config without the flag
 * offers them (the server answers the same way); only an explicit `false` turns one off.
 */
export const signInAllowed = (features: Features): boolean => features.sign_in !== false;
export const signUpAllowed = (features: Features): boolean => features.sign_up !== false;

/**
 * SPEC §2, §6: the deposit opens the quick-deposit modal when `quick_deposit` is on, or when
 * `quick_deposit_test` is on and the player is in the spi_test group.
 */
export function quickDepositOn(
  features: Features,
  player: Pick<TPlayerProfile, 'statuses'> | null | undefined,
): boolean {
  if (features.quick_deposit === true) return true;
  return (
    features.quick_deposit_test === true &&
    (player?.statuses.some((group) => group.id === TEST_GROUP) ?? false)
  );
}
