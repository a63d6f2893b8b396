import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A stand-in for the error-reporting service: keeps the event payloads of every envelope POSTed to
 * it (a JSON header line, then per item a header line and a payload; gzip when the SDK compressed).
 */
export async function startEnvelopeSink(projectId = 42) {
  const events: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const lines = body.toString('utf8').split('\n').slice(1);
      for (let i = 0; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>);
      }
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/${projectId}`,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
