// The edge in front of the web app (SPEC §2 error pages): it passes every request to the web app
// (UPSTREAM_URL) and, when the web app cannot be reached, answers with the error page in the
// language of the path instead of a browser's connection error. Without an upstream it serves the
// pages alone: /<language>/404, /500, /blocked, /locked, and any other path as not found.
import { createServer, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';
import { languageOf, PAGES, renderPage } from './pages.mjs';

const NAMED = { 404: 'not-found', 500: 'error', blocked: 'blocked', locked: 'locked' };

function answerPage(res, language, page, status = PAGES[page]) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-language': language,
  });
  res.end(renderPage(language, page));
}

function servePages(req, res) {
  const { pathname } = new URL(req.url ?? '/', 'http://edge');
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const page = NAMED[last.replace(/\.html$/, '')] ?? 'not-found';
  answerPage(res, languageOf(pathname), page);
}

/** Passes a request to the upstream; the error page (503) when it cannot be reached or times out. */
function proxy(upstream, req, res, timeoutMs) {
  const target = new URL(req.url ?? '/', upstream);
  const forward = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host }, timeout: timeoutMs },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  const down = () => {
    if (!res.headersSent) answerPage(res, languageOf(target.pathname), 'error', 503);
    else res.destroy();
  };
  forward.on('timeout', () => forward.destroy(new Error('upstream timeout')));
  forward.on('error', down);
  req.pipe(forward);
}

/** Starts the edge; resolves to the server once it listens. */
export function startEdge({ port = 0, host = '127.0.0.1', upstream, timeoutMs = 30_000 } = {}) {
  const server = createServer((req, res) =>
    upstream ? proxy(upstream, req, res, timeoutMs) : servePages(req, res),
  );
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await startEdge({
    port: Number(process.env.EDGE_PORT ?? 8080),
    host: process.env.EDGE_HOST ?? '127.0.0.1',
    upstream: process.env.UPSTREAM_URL,
  });
  console.log(`error pages edge on ${JSON.stringify(server.address())}`);
}
