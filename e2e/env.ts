/** Where the servers under test listen (loopback only), shared by the config and the specs. */
const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);
/** A host page that embeds the sportsbook (security-headers.spec.ts), served by the test itself. */
const hostPort = Number(process.env.E2E_HOST_PORT ?? webPort + 2000);
/** The demo host page of packages/embed (embed.spec.ts), apart from the one above: specs run in parallel. */
const embedHostPort = Number(process.env.E2E_EMBED_HOST_PORT ?? hostPort + 1);

export const urls = {
  api: `http://127.0.0.1:${apiPort}`,
  web: `http://127.0.0.1:${webPort}`,
  apiPort,
  webPort,
  hostPort,
  /** A host origin the site config allows to frame the sportsbook. */
  allowedHost: `http://localhost:${hostPort}`,
  embedHostPort,
  /** The demo host page's origin, also allowed; the same server as 127.0.0.1 is a foreign origin. */
  embedHost: `http://localhost:${embedHostPort}`,
};

const HOUR = 3_600_000;

/**
 * The API query for bettable prematch football matches, soonest first, that start at least an hour
 * after this hour ends: none of them kicks off during a run (a match that goes live starts moving its
 * prices, which changes the slip under a test), and every spec's worker reads the same list, so the
 * slices the specs take stay apart.
 */
export function prematchFootball(limit: number): string {
  const from = new Date((Math.floor(Date.now() / HOUR) + 2) * HOUR).toISOString();
  return `${urls.api}/api/sportsbook/matches?sport_key=football&type=match&match_status=0&bettable=true&limit=${limit}&start_from=${from}`;
}
