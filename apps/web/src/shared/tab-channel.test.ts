// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabChannel } from './tab-channel';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tabChannel', () => {
  it('delivers a post to the other tabs through BroadcastChannel, not to the sender', async () => {
    const sender = tabChannel<{ type: string }>('reality-check');
    const receiver = tabChannel<{ type: string }>('reality-check');
    const heard: string[] = [];
    const own: string[] = [];
    const stop = receiver.subscribe((message) => heard.push(message.type));
    sender.subscribe((message) => own.push(message.type));
    sender.post({ type: 'close' });
    await vi.waitFor(() => expect(heard).toEqual(['close']));
    expect(own).toEqual([]);
    stop();
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = tabChannel<{ type: string }>('out-of-session-limit');
    const heard: string[] = [];
    const stop = channel.subscribe((message) => heard.push(message.type));
    channel.post({ type: 'open' });
    const key = 'tab-channel:out-of-session-limit';
    const written = window.localStorage.getItem(key);
    expect(written).not.toBeNull();
    // The browser fires `storage` in the other tabs; here the test plays the other tab's browser.
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'not json' }));
    expect(heard).toEqual(['open']);
    // The same message posted again is a new value, so the other tabs hear it again.
    channel.post({ type: 'open' });
    expect(window.localStorage.getItem(key)).not.toBe(written);
    stop();
  });
});
