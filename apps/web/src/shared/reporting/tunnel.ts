/**
 * The tunnel (SPEC §7 'tunnel or ingestion address'): the browser posts its envelopes to the web's
 * own origin, which passes those addressed to the configured project on to its ingestion address.
 * Anything addressed elsewhere is refused, so the route cannot relay to a third party.
 */

/** Larger envelopes are refused; error events with their breadcrumbs are far smaller. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;

interface Dsn {
  origin: string;
  /** Path before the project id, for a service under a path prefix. */
  path: string;
  projectId: string;
  publicKey: string;
}

/** `{protocol}://{public_key}@{host}{/path}/{project_id}` as Sentry writes a DSN; null if not one. */
export function parseDsn(dsn: string): Dsn | null {
  try {
    const url = new URL(dsn);
    const segments = url.pathname.split('/');
    const projectId = segments.pop() ?? '';
    if (!/^https?:$/.test(url.protocol) || !url.username || !/^\d+$/.test(projectId)) return null;
    return { origin: url.origin, path: segments.join('/'), projectId, publicKey: url.username };
  } catch {
    return null;
  }
}

/** Where the envelopes of a project go: `/api/{project_id}/envelope/` on the DSN's host. */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.origin}${dsn.path}/api/${dsn.projectId}/envelope/`;
}

const sameProject = (a: Dsn, b: Dsn) =>
  a.origin === b.origin && a.path === b.path && a.projectId === b.projectId && a.publicKey === b.publicKey;

/** Rate limits travel back, so the browser SDK backs off as it would talking to the service. */
const RELAYED_HEADERS = ['retry-after', 'x-sentry-rate-limits', 'content-type'];

const refuse = (status: number, reason: string) =>
  new Response(JSON.stringify({ error: reason }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/** Answers one POSTed envelope: forwarded when its header names the configured DSN. */
export async function tunnelEnvelope(request: Request, configuredDsn: string | null): Promise<Response> {
  const configured = configuredDsn ? parseDsn(configuredDsn) : null;
  if (!configured) return refuse(404, 'error reporting is off');
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_ENVELOPE_BYTES) return refuse(413, 'envelope too large');
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_ENVELOPE_BYTES) return refuse(413, 'envelope too large');
  const newline = body.indexOf(0x0a);
  let header: { dsn?: unknown } | null = null;
  try {
    header = JSON.parse(new TextDecoder().decode(newline < 0 ? body : body.subarray(0, newline)));
  } catch {
    return refuse(400, 'not an envelope');
  }
  const named = typeof header?.dsn === 'string' ? parseDsn(header.dsn) : null;
  if (!named) return refuse(400, 'the envelope names no DSN');
  if (!sameProject(named, configured)) return refuse(403, 'the envelope names another DSN');
  let upstream: Response;
  try {
    upstream = await fetch(envelopeUrl(configured), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
    });
  } catch {
    return refuse(502, 'the error-reporting service did not answer');
  }
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
}
