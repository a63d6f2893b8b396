import { EventEmitter } from 'node:events';
import type { Centrifuge } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import { type ChannelListener, ChannelRegistry } from './channels';

/** Just enough of centrifuge-js: subscriptions by channel, their state and their events. */
class FakeSubscription extends EventEmitter {
  state = 'unsubscribed';
  constructor(readonly channel: string) {
    super();
  }
  subscribe() {
    this.state = 'subscribing';
  }
  unsubscribe() {
    this.state = 'unsubscribed';
  }
  /** The server's reply to the subscribe. */
  subscribed(
    ctx: { wasRecovering: boolean; recovered: boolean } = { wasRecovering: false, recovered: false },
  ) {
    this.state = 'subscribed';
    this.emit('subscribed', { channel: this.channel, ...ctx });
  }
  publish(data: unknown) {
    this.emit('publication', { channel: this.channel, data });
  }
}

class FakeClient {
  readonly subs = new Map<string, FakeSubscription>();
  made = 0;
  newSubscription(channel: string) {
    if (this.subs.has(channel)) throw new Error(`Subscription to the channel ${channel} already exists`);
    const sub = new FakeSubscription(channel);
    this.subs.set(channel, sub);
    this.made++;
    return sub;
  }
  getSubscription(channel: string) {
    return this.subs.get(channel) ?? null;
  }
  removeSubscription(sub: FakeSubscription) {
    if (this.subs.get(sub.channel) !== sub) return;
    this.subs.delete(sub.channel);
    sub.unsubscribe();
  }
}

/** A registry whose connection arrives when the test says so (the real one waits for page load). */
function setup() {
  const client = new FakeClient();
  let connect = () => {};
  const ready = new Promise<void>((resolve) => {
    connect = resolve;
  });
  const registry = new ChannelRegistry(async () => {
    await ready;
    return client as unknown as Centrifuge;
  });
  const flush = async () => {
    connect();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { client, registry, flush };
}

function recorder() {
  const heard: unknown[] = [];
  const subscribed: boolean[] = [];
  const listener: ChannelListener = {
    publication: (data) => heard.push(data),
    subscribed: ({ lost }) => subscribed.push(lost),
  };
  return { heard, subscribed, listener };
}

describe('channels held by several parts of the page', () => {
  it('stays subscribed when one holder lets go and another takes it before the connection is there', async () => {
    const { client, registry, flush } = setup();
    const first = recorder();
    const second = recorder();
    // The live subtree is mounted again when the session arrives: the old holder goes, a new one comes.
    const releaseFirst = registry.hold('public:en', first.listener);
    releaseFirst();
    registry.hold('public:en', second.listener);
    await flush();
    const sub = client.getSubscription('public:en');
    expect(sub?.state).toBe('subscribing');
    sub?.subscribed();
    sub?.publish({ n: 1 });
    expect(second.heard).toEqual([{ n: 1 }]);
    expect(first.heard).toEqual([]);
    expect(client.made).toBe(1);
  });

  it('stays subscribed when the first holder lets go after the subscription was made', async () => {
    const { client, registry, flush } = setup();
    const first = recorder();
    const second = recorder();
    const releaseFirst = registry.hold('public:en', first.listener);
    await flush();
    registry.hold('public:en', second.listener);
    releaseFirst();
    const sub = client.getSubscription('public:en');
    expect(sub).not.toBeNull();
    sub?.subscribed();
    sub?.publish('price');
    expect(second.heard).toEqual(['price']);
    expect(client.made).toBe(1);
  });

  it('unsubscribes when the last holder lets go, and subscribes afresh for the next one', async () => {
    const { client, registry, flush } = setup();
    const a = recorder();
    const releaseA = registry.hold('match:en:1', a.listener);
    const releaseB = registry.hold('match:en:1', recorder().listener);
    await flush();
    const sub = client.getSubscription('match:en:1');
    releaseA();
    expect(client.getSubscription('match:en:1')).toBe(sub);
    releaseB();
    releaseB();
    expect(client.getSubscription('match:en:1')).toBeNull();
    expect(sub?.state).toBe('unsubscribed');
    registry.hold('match:en:1', recorder().listener);
    await flush();
    expect(client.getSubscription('match:en:1')).not.toBe(sub);
    expect(client.made).toBe(2);
  });

  it('never subscribes a channel every holder let go of before the connection was there', async () => {
    const { client, registry, flush } = setup();
    registry.hold('public:en', recorder().listener)();
    await flush();
    expect(client.made).toBe(0);
  });

  it('tells holders when publications may have been missed and were not recovered', async () => {
    const { client, registry, flush } = setup();
    const a = recorder();
    registry.hold('public:en', a.listener);
    await flush();
    const sub = client.getSubscription('public:en');
    sub?.subscribed({ wasRecovering: false, recovered: false });
    sub?.subscribed({ wasRecovering: true, recovered: true });
    sub?.subscribed({ wasRecovering: true, recovered: false });
    // The first subscribe comes after the page's data was fetched: what was published meanwhile is lost.
    expect(a.subscribed).toEqual([true, false, true]);
    // A holder joining a subscribed channel hears that it is live, with nothing lost.
    const late = recorder();
    registry.hold('public:en', late.listener);
    expect(late.subscribed).toEqual([false]);
  });
});
