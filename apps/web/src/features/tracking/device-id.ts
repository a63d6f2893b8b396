import { documentCookies } from '@/shared/storage';
import { randomUuid } from '@/shared/uuid';

/** SPEC §3 'Tracking' and §9: the device-id cookie, a random uuid kept 7300 days, sent with bets. */
export const DEVICE_ID_COOKIE = 'device_id';
const MAX_AGE_SECONDS = 7300 * 24 * 60 * 60;

/** The value of one cookie in a `document.cookie` string; null when absent. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The `document.cookie` assignment that stores a device id. */
export function deviceIdCookie(id: string): string {
  return `${DEVICE_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** The device id of this browser, created (and stored) on first use. */
export function deviceId(): string {
  const existing = readCookie(documentCookies.read(), DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = randomUuid();
  documentCookies.write(deviceIdCookie(id));
  return id;
}
