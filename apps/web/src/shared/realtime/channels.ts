'use client';

import type { Centrifuge, SubscribedContext, Subscription } from 'centrifuge';
import { realtimeClient } from './client';

/** What one holder of a channel hears. */
export interface ChannelListener {
  publication(data: unknown): void;
  /**
   * After each (re)subscribe, and at once for a holder that joins a channel already subscribed.
   * `lost` is true when publications may have been missed and were not recovered (the client was
   * away longer than the channel's history holds, or it is the first subscribe, which comes after
   * the page's data was fetched): what the channel feeds must be fetched again.
   */
  subscribed?(change: { lost: boolean }): void;
  unsubscribed?(): void;
}

export interface ChannelOptions {
  /** Subscription token for private channels (SPEC §6: channels starting with $). */
  getToken?: () => Promise<string>;
}

type Client = Pick<Centrifuge, 'newSubscription' | 'getSubscription' | 'removeSubscription'>;

interface Entry {
  listeners: Set<ChannelListener>;
  sub: Subscription | null;
  client: Client | null;
}

/** True unless the subscribe recovered every publication since the previous one. */
export const lostPublications = (ctx: Pick<SubscribedContext, 'recovered'>) => !ctx.recovered;

/**
 * The channels this tab holds, shared by everything that listens to them. A channel's subscription
 * is made once and removed only when its last holder lets go, so holders that come and go in any
 * order (a subtree mounted again when the session arrives) never leave the channel unsubscribed.
 */
export class ChannelRegistry {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly client: () => Promise<Client>) {}

  /** Holds `channel` for `listener` until the returned function is called. */
  hold(channel: string, listener: ChannelListener, options: ChannelOptions = {}): () => void {
    let entry = this.entries.get(channel);
    if (!entry) {
      const created: Entry = { listeners: new Set(), sub: null, client: null };
      this.entries.set(channel, created);
      void this.client().then((client) => this.open(channel, created, client, options));
      entry = created;
    }
    // One holder may listen twice: each hold is its own member of the set.
    const own: ChannelListener = { ...listener };
    entry.listeners.add(own);
    if (entry.sub?.state === 'subscribed') own.subscribed?.({ lost: false });
    const held = entry;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.listeners.delete(own);
      if (held.listeners.size > 0 || this.entries.get(channel) !== held) return;
      this.entries.delete(channel);
      if (held.sub) held.client?.removeSubscription(held.sub);
    };
  }

  private open(channel: string, entry: Entry, client: Client, options: ChannelOptions): void {
    // Every holder let go before the connection was there.
    if (this.entries.get(channel) !== entry) return;
    // A subscription this registry did not make (none should exist) would swallow the new one.
    const stray = client.getSubscription(channel);
    if (stray) client.removeSubscription(stray);
    const sub = client.newSubscription(channel, options.getToken ? { getToken: options.getToken } : {});
    sub.on('publication', (ctx) => {
      for (const listener of entry.listeners) listener.publication(ctx.data);
    });
    sub.on('subscribed', (ctx) => {
      const lost = lostPublications(ctx);
      for (const listener of entry.listeners) listener.subscribed?.({ lost });
    });
    sub.on('unsubscribed', () => {
      for (const listener of entry.listeners) listener.unsubscribed?.();
    });
    entry.client = client;
    entry.sub = sub;
    sub.subscribe();
  }
}

/** The tab's channels, on the tab's one connection. */
export const channels = new ChannelRegistry(realtimeClient);
