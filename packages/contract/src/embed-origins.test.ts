import { describe, expect, it } from 'vitest';
import { embeddingOriginAllowed, embeddingOriginProblem, frameAncestorSource } from './embed-origins';
import { ZSiteConfig } from './site-config';

describe('embeddingOriginAllowed', () => {
  const list = ['https://casino.example', 'https://*.partner.example', 'http://*.local.test:8080'];

  it('takes an exact origin, and no other scheme, port or host', () => {
    expect(embeddingOriginAllowed('https://casino.example', list)).toBe(true);
    expect(embeddingOriginAllowed('https://casino.example:443', list)).toBe(true);
    expect(embeddingOriginAllowed('http://casino.example', list)).toBe(false);
    expect(embeddingOriginAllowed('https://casino.example:8443', list)).toBe(false);
    expect(embeddingOriginAllowed('https://www.casino.example', list)).toBe(false);
  });

  it('takes any subdomain of a wildcard, at any depth, but not the domain itself or a look-alike', () => {
    expect(embeddingOriginAllowed('https://games.partner.example', list)).toBe(true);
    expect(embeddingOriginAllowed('https://eu.games.partner.example', list)).toBe(true);
    expect(embeddingOriginAllowed('https://GAMES.Partner.Example', list)).toBe(true);
    expect(embeddingOriginAllowed('https://partner.example', list)).toBe(false);
    expect(embeddingOriginAllowed('https://evilpartner.example', list)).toBe(false);
    expect(embeddingOriginAllowed('https://partner.example.evil.test', list)).toBe(false);
    expect(embeddingOriginAllowed('http://games.partner.example', list)).toBe(false);
    expect(embeddingOriginAllowed('https://games.partner.example:8443', list)).toBe(false);
  });

  it('matches a wildcard with a port on that port only', () => {
    expect(embeddingOriginAllowed('http://a.local.test:8080', list)).toBe(true);
    expect(embeddingOriginAllowed('http://a.local.test', list)).toBe(false);
  });

  it('refuses garbage, opaque origins and an empty list', () => {
    expect(embeddingOriginAllowed('not a url', list)).toBe(false);
    expect(embeddingOriginAllowed('null', list)).toBe(false);
    expect(embeddingOriginAllowed('data:text/html,x', list)).toBe(false);
    expect(embeddingOriginAllowed('https://casino.example', [])).toBe(false);
    // A malformed entry matches nothing.
    expect(embeddingOriginAllowed('https://a.b.example', ['https://a*.b.example'])).toBe(false);
  });
});

describe('frameAncestorSource', () => {
  it('writes origins and wildcards as CSP sources, and drops anything else', () => {
    expect(frameAncestorSource('https://casino.example/lobby')).toBe('https://casino.example');
    expect(frameAncestorSource('https://*.Partner.example')).toBe('https://*.partner.example');
    expect(frameAncestorSource('https://*.partner.example:443/')).toBe('https://*.partner.example');
    expect(frameAncestorSource('http://*.local.test:8080')).toBe('http://*.local.test:8080');
    for (const bad of [
      '*',
      'https://*',
      'https://*.com',
      'https://a.*.example',
      'https://*x.example',
      'ftp://*.a.b',
    ])
      expect(frameAncestorSource(bad)).toBeNull();
  });
});

describe('embeddingOriginProblem', () => {
  it('allows a wildcard only when the host may hand over the session (SPEC §6)', () => {
    expect(embeddingOriginProblem('https://*.partner.example', true)).toBeNull();
    expect(embeddingOriginProblem('https://*.partner.example', false)).toMatch(
      /needs session_initialisation or auth_token/,
    );
    expect(embeddingOriginProblem('https://casino.example', false)).toBeNull();
  });

  it('says what is wrong with a malformed entry', () => {
    expect(embeddingOriginProblem('https://*', true)).toMatch(/first label of the host/);
    expect(embeddingOriginProblem('https://a.*.example', true)).toMatch(/first label of the host/);
    expect(embeddingOriginProblem('ftp://casino.example', true)).toMatch(/not an http\(s\) origin/);
    expect(embeddingOriginProblem('casino', true)).toMatch(/not an http\(s\) origin/);
  });
});

describe('ZSiteConfig embedding', () => {
  const embedding = ZSiteConfig.shape.embedding;
  const config = (allowed: string[], session_initialisation: boolean, auth_token: boolean) =>
    embedding.safeParse({ allowed_origins: allowed, session_initialisation, auth_token });

  it('takes a wildcard with session initialisation or auth-token setting on', () => {
    expect(config(['https://*.partner.example'], true, false).success).toBe(true);
    expect(config(['https://*.partner.example'], false, true).success).toBe(true);
    expect(config(['https://casino.example'], false, false).success).toBe(true);
  });

  it('refuses a wildcard when neither is on, naming the entry', () => {
    const result = config(['https://casino.example', 'https://*.partner.example'], false, false);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['allowed_origins', 1],
        message:
          'https://*.partner.example: a wildcard origin needs session_initialisation or auth_token (SPEC §6)',
      }),
    ]);
  });

  it('refuses a malformed entry', () => {
    expect(config(['https://*'], true, true).success).toBe(false);
    expect(config(['javascript:alert(1)'], true, true).success).toBe(false);
  });
});
