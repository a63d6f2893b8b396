// The site config's embedding allow-list (SPEC §6), zod-free: the config's validation, the web's
// `frame-ancestors` header and the framed page's parent check read an entry the same way.

/** A wildcard entry: the first label of the host is `*`, and at least two labels follow it. */
const WILDCARD =
  /^(https?):\/\/\*\.((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?::(\d{1,5}))?\/?$/i;

type Entry =
  | { kind: 'exact'; origin: string }
  | { kind: 'wildcard'; protocol: string; domain: string; port: string };

const originOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
};

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/** An entry of the list, or null when it is neither an http(s) origin nor a well-formed wildcard. */
function readEntry(entry: string): Entry | null {
  if (entry.includes('*')) {
    const match = WILDCARD.exec(entry);
    if (!match) return null;
    const [, protocol = '', domain = '', port = ''] = match;
    const scheme = protocol.toLowerCase();
    if (port !== '' && Number(port) > 65535) return null;
    return {
      kind: 'wildcard',
      protocol: scheme,
      domain: domain.toLowerCase(),
      port: port === DEFAULT_PORTS[scheme] ? '' : port,
    };
  }
  const origin = originOf(entry);
  return origin ? { kind: 'exact', origin } : null;
}

export const isWildcardOrigin = (entry: string): boolean => entry.includes('*');

/**
 * Why an entry cannot be on the list, or null when it can. `hostSession` says whether the host may
 * hand the frame its session (session initialisation or setting the auth token): SPEC §6 allows a
 * wildcard only then.
 */
export function embeddingOriginProblem(entry: string, hostSession: boolean): string | null {
  if (!readEntry(entry))
    return isWildcardOrigin(entry)
      ? `${entry}: a wildcard may only stand for the first label of the host, as in https://*.example.com`
      : `${entry}: not an http(s) origin`;
  if (isWildcardOrigin(entry) && !hostSession)
    return `${entry}: a wildcard origin needs session_initialisation or auth_token (SPEC §6)`;
  return null;
}

/**
 * The entry as a CSP `frame-ancestors` source (`https://casino.example`, `https://*.example.com`),
 * or null for an entry that is not one. A wildcard keeps its form: CSP matches it the way
 * `embeddingOriginAllowed` does (any depth of subdomain, not the domain itself, same scheme and port).
 */
export function frameAncestorSource(entry: string): string | null {
  const read = readEntry(entry);
  if (!read) return null;
  if (read.kind === 'exact') return read.origin;
  return `${read.protocol}://*.${read.domain}${read.port ? `:${read.port}` : ''}`;
}

/** Whether a page of `origin` may embed the sportsbook under this allow-list. */
export function embeddingOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  return allowed.some((entry) => {
    const read = readEntry(entry);
    if (!read) return false;
    if (read.kind === 'exact') return read.origin === parsed.origin;
    return (
      parsed.protocol === `${read.protocol}:` &&
      parsed.port === read.port &&
      parsed.hostname.endsWith(`.${read.domain}`)
    );
  });
}
