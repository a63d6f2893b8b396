import { describe, expect, it } from 'vitest';
import { cspOrigin, pageSecurityHeaders } from './security-headers';

const base = {
  nonce: 'bm9uY2U=',
  connect: ['http://localhost:4000'],
  images: [],
  frameAncestors: [],
  https: false,
  development: false,
};
const directive = (headers: Record<string, string>, name: string) =>
  headers['Content-Security-Policy']
    ?.split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('pageSecurityHeaders', () => {
  it('lets only scripts with this response nonce run, and never eval in production', () => {
    const headers = pageSecurityHeaders(base);
    expect(directive(headers, 'script-src')).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(directive(headers, 'object-src')).toBe("'none'");
    expect(directive(headers, 'base-uri')).toBe("'self'");
    expect(directive(pageSecurityHeaders({ ...base, development: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('connects to the API and its WebSocket, and nothing else', () => {
    const headers = pageSecurityHeaders({
      ...base,
      connect: ['http://localhost:4000', 'wss://rt.example/ws'],
    });
    expect(directive(headers, 'connect-src')).toBe(
      "'self' http://localhost:4000 wss://rt.example ws://localhost:4000",
    );
    // Match video comes from the API's origin; media from elsewhere stays refused.
    expect(directive(headers, 'media-src')).toBe("'self' blob: http://localhost:4000");
  });

  it("shows images from the API and the operator's logo origin only", () => {
    expect(directive(pageSecurityHeaders(base), 'img-src')).toBe("'self' data: blob: http://localhost:4000");
    const headers = pageSecurityHeaders({ ...base, images: ['https://cdn.operator.example'] });
    expect(directive(headers, 'img-src')).toBe(
      "'self' data: blob: http://localhost:4000 https://cdn.operator.example",
    );
  });

  it('refuses every frame when no host is allowed', () => {
    const headers = pageSecurityHeaders(base);
    expect(directive(headers, 'frame-ancestors')).toBe("'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('lets exactly the allowed host origins frame it, paths dropped', () => {
    const headers = pageSecurityHeaders({
      ...base,
      frameAncestors: ['https://casino.example/lobby', 'https://partner.example:8443', 'not a url'],
    });
    expect(directive(headers, 'frame-ancestors')).toBe('https://casino.example https://partner.example:8443');
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it('passes a wildcard entry on as a CSP wildcard source and drops a malformed one', () => {
    const headers = pageSecurityHeaders({
      ...base,
      frameAncestors: [
        'https://*.Casino.example',
        'https://*',
        'https://a.*.example',
        'http://*.dev.test:8080',
      ],
    });
    expect(directive(headers, 'frame-ancestors')).toBe('https://*.casino.example http://*.dev.test:8080');
  });

  it('adds HSTS and upgrades requests only over https', () => {
    expect(pageSecurityHeaders(base)['Strict-Transport-Security']).toBeUndefined();
    const secure = pageSecurityHeaders({ ...base, https: true });
    expect(secure['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('sends the hardening headers on every page', () => {
    const headers = pageSecurityHeaders(base);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('cspOrigin', () => {
  it.each([
    ['https://a.example/x?y', 'https://a.example'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['wss://rt.example/connection', 'wss://rt.example'],
    ['javascript:alert(1)', null],
    ["https://a.example'; script-src *", null],
    ['', null],
  ])('%s → %s', (input, origin) => {
    expect(cspOrigin(input)).toBe(origin);
  });
});
