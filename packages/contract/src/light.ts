/**
 * The part of the contract a browser bundle may import as values: constants, channel names and
 * cheap type guards, without zod (DESIGN: the web uses the inferred types and does not re-validate
 * hot payloads). Types come from the main entry with `import type`.
 */
import { REALTIME_EVENT_TYPES } from './channels';
import type { TRealtimeEvent } from './realtime';

export * from './anonymous-player';
export * from './bet-codes';
export * from './channels';
export * from './engagement-values';
export * from './launch-values';
export * from './limit-keys';
export * from './limits';
export * from './promo-code';
export * from './site-images';
export * from './statuses';
export * from './tracking-tags';

const EVENT_TYPES: ReadonlySet<string> = new Set(REALTIME_EVENT_TYPES);

/** A publication of a type this client knows, with an object for data; anything else is ignored. */
export function isRealtimeEvent(value: unknown): value is TRealtimeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, data } = value as { type?: unknown; data?: unknown };
  return typeof type === 'string' && EVENT_TYPES.has(type) && typeof data === 'object' && data !== null;
}
