import { describe, expect, it } from 'vitest';
import { applicationServerKey } from './api/push';

describe('web push subscription', () => {
  it("turns the server's base64url VAPID key into the 65 bytes of a P-256 point", () => {
    // An uncompressed P-256 point: 0x04, then x and y (32 bytes each); base64url without padding.
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect([...applicationServerKey(key)]).toEqual([...bytes]);
  });
});
