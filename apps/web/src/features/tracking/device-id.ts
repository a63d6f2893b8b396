import { documentCookies } from '@/shared/storage';
import { randomUuid } from '@/shared/uuid';
import { cookieAssignment, readCookie } from './cookies';

/** SPEC §3 'Tracking' and §9: the device-id cookie, a random uuid kept 7300 days, sent with bets. */
export const DEVICE_ID_COOKIE = 'device_id';
const MAX_AGE_SECONDS = 7300 * 24 * 60 * 60;

export { readCookie };

/** The `document.cookie` assignment that stores a device id. */
export function deviceIdCookie(id: string): string {
  return cookieAssignment(DEVICE_ID_COOKIE, id, MAX_AGE_SECONDS);
}

/** The device id of this browser, created (and stored) on first use. */
export function deviceId(): string {
  const existing = readCookie(documentCookies.read(), DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = randomUuid();
  documentCookies.write(deviceIdCookie(id));
  return id;
}

/**
 * Browsers cap a cookie's life at 400 days whatever Max-Age asks, so the 7300 days of SPEC §9 hold
 * only if every visit stores the id again: this runs once per page load.
 */
export function refreshDeviceId(): string {
  const id = deviceId();
  documentCookies.write(deviceIdCookie(id));
  return id;
}
