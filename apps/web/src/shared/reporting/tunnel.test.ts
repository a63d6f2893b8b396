import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EnvelopeSink, startEnvelopeSink } from '@/test/envelope-sink';
import { POST } from '../../../app/api/monitoring/route';
import { buildId, errorReportingConfig } from './server-config';
import { envelopeUrl, parseDsn } from './tunnel';

let sink: EnvelopeSink;
beforeAll(async () => {
  sink = await startEnvelopeSink(42);
});
afterAll(() => sink.close());
afterEach(() => {
  vi.unstubAllEnvs();
  sink.envelopes.length = 0;
});

/** An envelope as the browser SDK posts it: header naming the DSN, one event item. */
const envelope = (dsn: string, message: string) =>
  [
    JSON.stringify({ event_id: 'a'.repeat(32), dsn, sent_at: '2026-01-01T00:00:00.000Z' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: 'a'.repeat(32), message }),
  ].join('\n');

const post = (body: string) =>
  POST(new Request('http://127.0.0.1:3000/api/monitoring', { method: 'POST', body }));

describe('the tunnel route (SPEC §7: error reports through our own origin)', () => {
  it('forwards an envelope for the configured DSN to its ingestion address', async () => {
    vi.stubEnv('SENTRY_DSN', sink.dsn);
    const reply = await post(envelope(sink.dsn, 'through the tunnel'));
    expect(reply.status).toBe(200);
    expect(sink.envelopes).toHaveLength(1);
    expect(sink.envelopes[0]?.path).toBe('/api/42/envelope/');
    expect(sink.events()).toEqual([expect.objectContaining({ message: 'through the tunnel' })]);
  });

  it('refuses an envelope naming another DSN, sending nothing on', async () => {
    vi.stubEnv('SENTRY_DSN', sink.dsn);
    const foreign = sink.dsn.replace('/42', '/43');
    const other = 'https://key@o1.ingest.example.com/42';
    expect((await post(envelope(foreign, 'to another project'))).status).toBe(403);
    expect((await post(envelope(other, 'to another host'))).status).toBe(403);
    expect((await post('not an envelope')).status).toBe(400);
    // The sink answered an envelope sent after the refused ones: they would have arrived before it.
    expect((await post(envelope(sink.dsn, 'after'))).status).toBe(200);
    expect(sink.events().map((event) => event.message)).toEqual(['after']);
  });

  it('passes the service rate limits back, so the browser SDK backs off', async () => {
    vi.stubEnv('SENTRY_DSN', sink.dsn);
    sink.answer = () => ({ status: 429, headers: { 'retry-after': '60' } });
    try {
      const reply = await post(envelope(sink.dsn, 'limited'));
      expect(reply.status).toBe(429);
      expect(reply.headers.get('retry-after')).toBe('60');
    } finally {
      sink.answer = () => ({ status: 200 });
    }
  });

  it('answers 404 when error reporting is off (no SENTRY_DSN)', async () => {
    vi.stubEnv('SENTRY_DSN', '');
    expect((await post(envelope(sink.dsn, 'nowhere'))).status).toBe(404);
  });
});

describe('DSNs', () => {
  it('parses a DSN into its envelope address, keeping a path prefix', () => {
    const dsn = parseDsn('https://abc@sentry.example.com/prefix/17');
    expect(dsn && envelopeUrl(dsn)).toBe('https://sentry.example.com/prefix/api/17/envelope/');
    expect(parseDsn('https://sentry.example.com/17')).toBeNull();
    expect(parseDsn('not a url')).toBeNull();
  });
});

describe('errorReportingConfig', () => {
  it('is off without SENTRY_DSN; the environment defaults to production (SPEC §9)', () => {
    expect(errorReportingConfig({})).toBeNull();
    expect(errorReportingConfig({ SENTRY_DSN: 'https://k@h.example/1', SENTRY_RELEASE: 'r1' })).toEqual({
      dsn: 'https://k@h.example/1',
      environment: 'production',
      release: 'r1',
      tracesSampleRate: 0,
    });
  });

  it("reads the build id from the app's directory or the repository's", () => {
    const root = mkdtempSync(join(tmpdir(), 'build-id-'));
    try {
      expect(buildId(root)).toBeNull();
      mkdirSync(join(root, 'apps/web/.next'), { recursive: true });
      writeFileSync(join(root, 'apps/web/.next/BUILD_ID'), 'Xy12_build\n');
      expect(buildId(root)).toBe('Xy12_build');
      expect(buildId(join(root, 'apps/web'))).toBe('Xy12_build');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
