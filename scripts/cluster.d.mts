// Types of scripts/cluster.mjs for the TypeScript that drives it (the cluster test).
import type { ChildProcess } from 'node:child_process';

export const HAPROXY: string;
export const REDIS_SERVER: string;
export const BACKEND_HEADER: string;
export const KEEP_ALIVE_SECONDS: number;
export const KEEP_ALIVE_HINT_SECONDS: number;

export interface ClusterApi {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  /** The balancer's origin: what clients call. */
  balancer: string;
  web: string | null;
  apis: ClusterApi[];
  databaseUrl: string;
  redisUrl: string;
  dir: string;
  stop(): Promise<void>;
}

export function aFreePort(): Promise<number>;
export function haproxyConfig(options: { port: number; apis: { name: string; port: number }[] }): string;
export function startCluster(options?: {
  ports?: { balancer?: number; apis?: number[]; web?: number };
  databaseUrl?: string;
  apiArgs?: string[];
  web?: boolean;
  env?: Record<string, string>;
  log?: (line: string) => void;
  quiet?: boolean;
  signal?: AbortSignal;
}): Promise<Cluster>;
