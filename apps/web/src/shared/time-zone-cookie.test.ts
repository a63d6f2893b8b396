import { describe, expect, it } from 'vitest';
import { validTimeZone } from './time-zone-cookie';

describe('validTimeZone', () => {
  it('keeps IANA zones and refuses anything else', () => {
    expect(validTimeZone('Europe/Belgrade')).toBe('Europe/Belgrade');
    expect(validTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(validTimeZone('Mars/Olympus')).toBeUndefined();
    expect(validTimeZone('')).toBeUndefined();
    expect(validTimeZone(undefined)).toBeUndefined();
    expect(validTimeZone('x'.repeat(100))).toBeUndefined();
  });
});
