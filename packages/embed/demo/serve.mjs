// `npm run demo:host`: a host page on another origin that embeds the sportsbook with the SDK, logs
// every message both ways and has a control for every host message. Loopback only. The host's
// sign-in goes through this server to the API (as a casino's own backend would), so the browser
// never talks to the API from the host's origin.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.DEMO_HOST_PORT ?? 5100);
const sportsbook = process.env.SPORTSBOOK_URL ?? 'http://localhost:3000';
const api = process.env.SPORTSBOOK_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const here = (file) => new URL(file, import.meta.url);

if (!existsSync(here('../dist/sportsbook-embed.iife.js'))) await import('../scripts/build.mjs');

const page = () =>
  readFileSync(here('host.html'), 'utf8').replace(
    '__SPORTSBOOK_URL__',
    JSON.stringify(sportsbook).replace(/</g, '\\u003c'),
  );

const files = {
  '/': { type: 'text/html; charset=utf-8', body: page },
  '/host.js': { type: 'text/javascript', body: () => readFileSync(here('host.js')) },
  '/sportsbook-embed.iife.js': {
    type: 'text/javascript',
    body: () => readFileSync(here('../dist/sportsbook-embed.iife.js')),
  },
};

/** The host's own sign-in: the API's bearer token for the player, as a platform backend holds it. */
async function signIn(request, response) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 4096) return fail(response, 413, 'body too large');
  }
  let credentials;
  try {
    const { email, password } = JSON.parse(body);
    credentials = { email: String(email), password: String(password) };
  } catch {
    return fail(response, 400, 'expected {"email","password"}');
  }
  try {
    const reply = await fetch(`${api}/api/platform/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, bearer: true }),
    });
    const json = await reply.json();
    send(response, reply.status, reply.ok ? { token: json.token } : json);
  } catch (error) {
    fail(response, 502, `the API at ${api} did not answer: ${error.message}`);
  }
}

/** This server's own refusals, in the API's error shape. */
const fail = (response, status, message) => send(response, status, { code: status, message, data: {} });

function send(response, status, json) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(json));
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname;
  if (request.method === 'POST' && path === '/sign-in') return void signIn(request, response);
  const file = request.method === 'GET' ? files[path] : undefined;
  if (!file) return fail(response, 404, 'not found');
  response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' });
  response.end(file.body());
});

server.listen(port, '127.0.0.1', () => {
  console.log(`demo host on http://localhost:${port} embedding ${sportsbook}`);
  console.log(`the sportsbook frames it only when the site config allows it: SITE_CONFIG with`);
  console.log(`  {"embedding": {"allowed_origins": ["http://localhost:${port}"]}}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
