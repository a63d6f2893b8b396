import type { Server } from 'node:http';

export function startEdge(options?: {
  port?: number;
  host?: string;
  /** The web app's origin; without one only the error pages are served. */
  upstream?: string;
  timeoutMs?: number;
}): Promise<Server>;
