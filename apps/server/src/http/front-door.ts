import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

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
 * NOTE: what the door answers skips Fastify altogether — hooks, CORS, the request log. A handler must
 * only answer what needs none of them (e.g. a GET without an Origin header, from a cached entry that
 * exists only because the same URL went through the full route before).
 */
export class FrontDoor {
  private readonly handlers: FrontDoorHandler[] = [];
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

  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with the door in front of it. */
  readonly serverFactory = (
    fastifyHandler: (req: IncomingMessage, res: ServerResponse) => void,
    options: ServerTimeouts,
  ): Server => {
    const server = createServer((req, res) => {
      // Set before any writeHead: Node merges them into whatever headers the reply then sends.
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      for (const handler of this.handlers) {
        if (handler(req, res)) {
          this.served++;
          return;
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
