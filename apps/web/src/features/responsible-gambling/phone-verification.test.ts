import { describe, expect, it } from 'vitest';
import { phoneVerificationWanted } from './phone-verification';

describe('the phone verification modal opens (SPEC §5)', () => {
  const unverified = { is_verified: false, phone: null };
  it('for a signed-in player without a verified phone, when the site requires it', () => {
    expect(phoneVerificationWanted({ loggedIn: true, required: true, verification: unverified })).toBe(true);
  });

  it('not when the phone is verified, not yet known, not required, or for a visitor', () => {
    const verified = { is_verified: true, phone: '+4915112345678' };
    expect(phoneVerificationWanted({ loggedIn: true, required: true, verification: verified })).toBe(false);
    expect(phoneVerificationWanted({ loggedIn: true, required: true, verification: undefined })).toBe(false);
    expect(phoneVerificationWanted({ loggedIn: true, required: false, verification: unverified })).toBe(
      false,
    );
    expect(phoneVerificationWanted({ loggedIn: false, required: true, verification: unverified })).toBe(
      false,
    );
  });
});
