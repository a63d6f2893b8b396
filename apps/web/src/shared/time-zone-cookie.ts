/** The cookie the browser keeps its time zone in, so the server renders kick-off times in it. */
export const TIME_ZONE_COOKIE = 'tz';

/** An IANA zone name the runtime knows, else undefined (a cookie is the visitor's to edit). */
export function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone || zone.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
