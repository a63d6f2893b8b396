import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (JSON when it parses). */
export interface EnvelopeItem {
  header: { type?: string; [key: string]: unknown };
  payload: Record<string, unknown>;
}

export interface Envelope {
  path: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Sentry's envelope: a JSON header line, then per item a header line and a payload (SDK docs). */
export function parseEnvelope(text: string, path = ''): Envelope {
  const lines = text.split('\n');
  const header = JSON.parse(lines.shift() ?? '{}') as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (lines.length > 0) {
    const line = lines.shift() ?? '';
    if (line.trim() === '') continue;
    const itemHeader = JSON.parse(line) as EnvelopeItem['header'];
    const raw = lines.shift() ?? '';
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      payload = { raw };
    }
    items.push({ header: itemHeader, payload });
  }
  return { path, header, items };
}

/**
 * A stand-in for the error-reporting service: an HTTP server on a free loopback port that keeps
 * every envelope POSTed to it (gzip or not). `answer` decides the reply (200 by default).
 */
export interface EnvelopeSink {
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** The event payloads (errors and transactions) received so far. */
  events(type?: 'event' | 'transaction'): Record<string, unknown>[];
  /** Resolves once `count` events of the type have arrived. */
  waitForEvents(count: number, type?: 'event' | 'transaction'): Promise<Record<string, unknown>[]>;
  answer: (request: IncomingMessage) => { status: number; headers?: Record<string, string> };
  close(): Promise<void>;
}

export async function startEnvelopeSink(projectId = 42): Promise<EnvelopeSink> {
  const waiters: (() => boolean)[] = [];
  const sink: EnvelopeSink = {
    dsn: '',
    origin: '',
    envelopes: [],
    events: (type = 'event') =>
      sink.envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === type).map((item) => item.payload),
      ),
    waitForEvents: (count, type = 'event') =>
      new Promise((resolve) => {
        const check = () => {
          if (sink.events(type).length < count) return false;
          resolve(sink.events(type));
          return true;
        };
        if (!check()) waiters.push(check);
      }),
    answer: () => ({ status: 200 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const { status, headers } = sink.answer(request);
      // CORS for a browser posting straight to the sink (no tunnel).
      response.writeHead(status, { 'access-control-allow-origin': '*', ...headers });
      response.end(status === 200 ? '{}' : '');
      if (request.method === 'POST' && status === 200) {
        sink.envelopes.push(parseEnvelope(body.toString('utf8'), request.url ?? ''));
        for (const waiter of [...waiters]) if (waiter()) waiters.splice(waiters.indexOf(waiter), 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  sink.origin = `http://127.0.0.1:${port}`;
  sink.dsn = `http://publickey@127.0.0.1:${port}/${projectId}`;
  return sink;
}
