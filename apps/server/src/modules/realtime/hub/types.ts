import type { Broker } from '../broker';
import type { Disconnect, Publication } from '../protocol';
import type { ChannelOptions, RealtimeSettings } from '../settings';
import type { Session } from './session';

export interface HubLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
  debug(object: object, message?: string): void;
}

/** What the hub's parts share: its settings, broker, log and clock, and closing a connection. */
export interface HubContext {
  readonly settings: RealtimeSettings;
  readonly broker: Broker;
  readonly log: HubLog;
  readonly clock: () => number;
  /** Closes the connection with a Centrifugo disconnect code; pending replies go out first. */
  disconnect(session: Session, disconnect: Disconnect): void;
}

/** Centrifugo's `client.expired_close_delay`: time a client has to refresh an expired token. */
export const EXPIRED_CLOSE_DELAY_MS = 25_000;

export interface Subscription {
  channel: string;
  /** The hub's state of the channel the subscription is in. */
  local: LocalChannel;
  options: ChannelOptions;
  /** Publications that arrive while the subscribe reply is prepared wait here. */
  state: 'subscribing' | 'subscribed';
  buffer: { publication: Publication; epoch: string }[];
  /** Offsets are tracked (the channel keeps a stream and recovery is on). */
  positioned: boolean;
  offset: number;
  epoch: string;
  presence: boolean;
  expiresAt: number;
  expiryTimer?: NodeJS.Timeout;
  /**
   * The channel's local sequence number up to which this subscription has been served: set when
   * it goes live (earlier ones were sent before or wait in its buffer), then by each fan-out visit.
   */
  fromSeq: number;
}

/** A publication not yet sent to every subscriber of the hub, with its line of the JSON protocol. */
export interface PendingPublication {
  publication: Publication;
  epoch: string;
  /** Local sequence number in the channel (this hub's count of the publications it delivered). */
  seq: number;
  line: string;
}

/** A channel with subscribers on this hub. */
export interface LocalChannel {
  name: string;
  subs: Map<Session, Subscription>;
  /** Subscriptions still in 'subscribing' (their publications go to their buffer). */
  joining: number;
  seq: number;
  /**
   * Publications not yet sent to every subscriber, oldest first, with consecutive sequence numbers:
   * a visit sends a subscriber those after its `fromSeq`.
   */
  recent: PendingPublication[];
  /** Sequence number of the latest publication that does not follow on from the one before it. */
  breakSeq: number;
  /** The frame of recent[frameFrom..] (shared by the subscribers that need just those), or null. */
  frame: Buffer | null;
  frameFrom: number;
  frameTo: number;
}
