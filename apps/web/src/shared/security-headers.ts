import { frameAncestorSource } from '@sportsbook/contract/embed-origins';

/**
 * The security headers of every page (issue 20, OWASP ASVS V14.4): a Content-Security-Policy whose
 * scripts need this response's nonce (Next.js reads it from the request's policy and puts it on its
 * own scripts), framing only by the host origins the operator allows (the product is embeddable,
 * SPEC §6), and the usual hardening headers. Pure, so the policy is tested without a server.
 */
export interface PagePolicy {
  nonce: string;
  /** Origins the browser fetches from besides the page's own: the API and the real-time server. */
  connect: readonly string[];
  /** Origins of the operator's logo and favicon (site config), shown as images. */
  images: readonly string[];
  /** Host origins allowed to frame the sportsbook (site config `embedding.allowed_origins`). */
  frameAncestors: readonly string[];
  /** The page was asked for over https (directly or behind a TLS-terminating proxy). */
  https: boolean;
  /** `next dev` evaluates code for fast refresh; a production build never does. */
  development: boolean;
}

/** An origin as CSP writes it: scheme, host and port, no path; anything else is dropped. */
export function cspOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!/^(https?|wss?):$/.test(parsed.protocol)) return null;
    return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
  } catch {
    return null;
  }
}

/** The WebSocket origin that goes with an http(s) origin (same host and port). */
export function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function pageSecurityHeaders(policy: PagePolicy): Record<string, string> {
  const sources = (list: readonly string[]) => [
    ...new Set(list.map(cspOrigin).filter((o): o is string => o !== null)),
  ];
  const connect = sources(policy.connect);
  // Entries as the embedding allow-list reads them: origins, and `https://*.example.com` wildcards.
  const ancestors = [
    ...new Set(policy.frameAncestors.map(frameAncestorSource).filter((o): o is string => o !== null)),
  ];
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': the scripts Next.js loads from a nonced script are trusted; no host list.
    `script-src 'self' 'nonce-${policy.nonce}' 'strict-dynamic'${policy.development ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes into the server HTML, and the stylesheet is inlined.
    // The push service worker (/sw.js); with 'strict-dynamic' above, script-src would not allow it.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...new Set([...connect, ...sources(policy.images)])].join(' ')}`.trim(),
    // Match video is served by the API (the demo clip); WebSocket origins play nothing.
    `media-src 'self' blob: ${connect.filter((origin) => origin.startsWith('http')).join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${[...new Set([...connect, ...connect.map(socketOrigin)])].join(' ')}`.trim(),
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(policy.https ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // X-Frame-Options cannot name several origins; frame-ancestors decides where it is understood.
    ...(ancestors.length === 0 ? { 'X-Frame-Options': 'DENY' } : {}),
    ...(policy.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
