import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The front door may answer this GET route before Fastify routes the request (its hooks, CORS
     * and the request log then do not run): only for public, cacheable replies.
     */
    frontDoor?: boolean;
  }
}

/** Answers a request and returns true, or returns false and leaves it untouched for Fastify. */
export type FrontDoorHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Headers every API reply carries, routed or answered at the door: JSON is never sniffed as
 * something else, no page of the API (the OpenAPI viewer included) may be framed, and other sites
 * learn at most the origin through the referrer. Not `no-referrer`: under it a browser sends
 * `Origin: null` with the demo payment page's own form post, which the origin check refuses.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The server options Fastify passes its server factory (what it would set on a server of its own). */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Requests answered before Fastify routes them: the hottest read-only replies (catalogue lists
 * already serialised in memory) cost a fifth of a request through routing, hooks and the reply
 * object, so a module may answer them at the door and hand everything else on unchanged.
 *
 * What the door answers skips Fastify altogether (hooks, CORS, the request log), so it answers only
 * routes that declare `config: { frontDoor: true }` (collected by the `collect` onRoute hook), and
 * only plain GETs without Origin, Cookie or Authorization: a request a hook must see (CORS, the
 * signed-in player) always goes through Fastify, and so does every route added without the flag.
 */
export class FrontDoor {
  private readonly handlers: FrontDoorHandler[] = [];
  private readonly allowed: RegExp[] = [];
  /** The route paths the door may answer, as declared (for tests and diagnostics). */
  readonly routes: string[] = [];
  /** Requests the door answered, for tests and diagnostics. */
  served = 0;

  /** Adds a handler; returns what removes it. */
  add(handler: FrontDoorHandler): () => void {
    this.handlers.push(handler);
    return () => {
      const at = this.handlers.indexOf(handler);
      if (at >= 0) this.handlers.splice(at, 1);
    };
  }

  /** Fastify `onRoute` hook: puts the GET routes flagged `frontDoor` on the door's list. */
  readonly collect = (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.frontDoor !== true || !methods.includes('GET')) return;
    this.routes.push(route.url);
    this.allowed.push(pathPattern(route.url));
  };

  /** Whether the door may answer the request at all; its handlers then decide whether they do. */
  mayAnswer(req: IncomingMessage): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const { origin, cookie, authorization } = req.headers;
    if (origin !== undefined || cookie !== undefined || authorization !== undefined) return false;
    const query = req.url.indexOf('?');
    const path = query < 0 ? req.url : req.url.slice(0, query);
    return this.allowed.some((pattern) => pattern.test(path));
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the door in front of it. */
  readonly serverFactory = (
    fastifyHandler: (req: IncomingMessage, res: ServerResponse) => void,
    options: ServerTimeouts,
  ): Server => {
    const server = createServer((req, res) => {
      // Set before any writeHead: Node merges them into whatever headers the reply then sends.
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      if (this.handlers.length > 0 && this.mayAnswer(req)) {
        for (const handler of this.handlers) {
          if (handler(req, res)) {
            this.served++;
            return;
          }
        }
      }
      fastifyHandler(req, res);
    });
    // As Fastify sets up a server of its own.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/** A route path (`/matches/:id`) as a pattern of the paths it routes; a parameter is one segment. */
function pathPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}
