import type { TLimitKind, TLimitPeriod, TLimitStatus } from '@sportsbook/contract';
import type { Selectable } from 'kysely';

// Responsible gambling (migrations 0007, 0009, 0010); part of schema.ts's Database.

export interface PlayerLimitsTable {
  player_id: string;
  kind: TLimitKind;
  period: TLimitPeriod;
  /** The value in force: minor units of `currency` for money, minutes for activity. */
  amount: number;
  currency: string | null;
  status: TLimitStatus;
  /** A raise waiting for the player's confirmation; null while pending_from is set: removal. */
  pending_amount: number | null;
  /** When the pending change may be confirmed (end of the cooling-off); null: nothing pending. */
  pending_from: number | null;
  created_at: number;
  updated_at: number;
}

export interface PlayerActivityTable {
  player_id: string;
  /** Start of the UTC day active_ms counts in. */
  day_start: number;
  active_ms: number;
  /** The last heartbeat. */
  last_at: number;
}

export type PlayerLimitRow = Selectable<PlayerLimitsTable>;
export type PlayerActivityRow = Selectable<PlayerActivityTable>;

export interface PhoneVerificationsTable {
  player_id: string;
  phone: string;
  /** SHA-256 (hex) of salt and code; null once used or void. */
  code_hash: string | null;
  salt: string;
  expires_at: number;
  /** Wrong codes tried against this code. */
  attempts: number;
  sent_at: number;
  /** Start of the hour `sends` counts in. */
  window_start: number;
  sends: number;
}

export interface DevSmsTable {
  /** Sorts by send order. */
  id: string;
  to_phone: string;
  text: string;
  created_at: number;
}

export type PhoneVerificationRow = Selectable<PhoneVerificationsTable>;
