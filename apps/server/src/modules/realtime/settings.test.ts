import { describe, expect, it } from 'vitest';
import { createRealtime, type RealtimeConfig } from './index';
import {
  channelOptions,
  DEMO_API_KEY,
  DEMO_TOKEN_SECRET,
  defaultNamespaces,
  loadRealtimeSettings,
  parseDuration,
} from './settings';
import { aConfigFile } from './test-support';

/** Builds the real-time part as the server does at start, and closes it again. */
async function start(config: RealtimeConfig): Promise<void> {
  await createRealtime(config).close();
}

describe('real-time configuration from a Centrifugo v6 JSON file', () => {
  it('without a file keeps history and recovery on for the public, match and player namespaces', () => {
    const { settings, warnings } = loadRealtimeSettings();
    expect(warnings).toEqual([]);
    for (const name of ['public', 'match', 'player']) {
      const options = settings.namespaces.get(name);
      expect(options?.historySize).toBeGreaterThan(0);
      expect(options?.historyTtlMs).toBeGreaterThan(0);
      expect(options?.forceRecovery).toBe(true);
    }
    expect(channelOptions(settings, '$player:en:42')).toBe(settings.namespaces.get('player'));
    expect(channelOptions(settings, 'casino:en')).toBeNull();
    expect(settings.apiKey).toBe(DEMO_API_KEY);
    expect(settings.hmacSecretKey).toBe(DEMO_TOKEN_SECRET);
  });

  it('applies the keys it supports with their Centrifugo meaning', () => {
    const { settings, warnings } = loadRealtimeSettings({
      configPath: aConfigFile({
        client: {
          insecure: true,
          allowed_origins: ['https://bets.example'],
          token: { hmac_secret_key: 'file-secret' },
          ping_interval: '30s',
          pong_timeout: '5s',
          write_delay: '20ms',
        },
        http_api: { key: 'file-key' },
        channel: {
          without_namespace: { allow_subscribe_for_client: true },
          namespaces: [
            {
              name: 'public',
              history_size: 50,
              history_ttl: '1h30m',
              force_recovery: true,
              presence: true,
              allow_subscribe_for_client: true,
              allow_publish_for_client: true,
              allow_publish_for_subscriber: true,
              allow_presence_for_subscriber: true,
              allow_history_for_subscriber: true,
            },
          ],
        },
      }),
    });
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject({
      insecure: true,
      allowedOrigins: ['https://bets.example'],
      hmacSecretKey: 'file-secret',
      apiKey: 'file-key',
      pingIntervalMs: 30_000,
      pongTimeoutMs: 5_000,
      writeDelayMs: 20,
    });
    expect(settings.withoutNamespace.allowSubscribeForClient).toBe(true);
    expect([...settings.namespaces.keys()]).toEqual(['public']);
    expect(settings.namespaces.get('public')).toMatchObject({
      historySize: 50,
      historyTtlMs: 5_400_000,
      forceRecovery: true,
      presence: true,
      allowPublishForClient: true,
      allowPublishForSubscriber: true,
      allowPresenceForSubscriber: true,
      allowHistoryForSubscriber: true,
    });
  });

  it('warns about every key it does not support, and ignores it', () => {
    const { warnings } = loadRealtimeSettings({
      configPath: aConfigFile({
        engine: { type: 'redis' },
        client: { token: { jwks_public_endpoint: 'https://x' } },
        channel: { private_prefix: '#', namespaces: [{ name: 'match', join_leave: true }] },
      }),
    });
    expect(warnings).toEqual([
      'engine.type is not supported by this hub and is ignored',
      'client.token.jwks_public_endpoint is not supported by this hub and is ignored',
      'channel.private_prefix is not supported by this hub and is ignored',
      'channel.namespaces[0].join_leave is not supported by this hub and is ignored',
    ]);
  });

  it('environment values win over the file: REALTIME_API_KEY and REALTIME_TOKEN_SECRET', () => {
    const { settings } = loadRealtimeSettings({
      configPath: aConfigFile({
        http_api: { key: 'file-key' },
        client: { token: { hmac_secret_key: 'file' } },
      }),
      apiKey: 'env-key',
      tokenSecret: 'env-secret',
    });
    expect(settings.apiKey).toBe('env-key');
    expect(settings.hmacSecretKey).toBe('env-secret');
  });

  it('refuses the demo secret and key outside demo mode, naming what to set', async () => {
    const refused = [
      {},
      { tokenSecret: DEMO_TOKEN_SECRET, apiKey: 'own key' },
      { tokenSecret: 'own secret', apiKey: DEMO_API_KEY },
      { tokenSecret: 'own secret' },
    ];
    for (const secrets of refused)
      await expect(start({ ...secrets, demo: false }), JSON.stringify(secrets)).rejects.toThrow(
        /Refusing to start outside demo mode.*REALTIME_(TOKEN_SECRET|API_KEY)/,
      );
    expect(refused).toHaveLength(4);
    await start({ tokenSecret: 'own secret', apiKey: 'own key', demo: false });
    // From the Centrifugo configuration file, as Centrifugo reads them.
    const file = aConfigFile({
      http_api: { key: 'file-key' },
      client: { token: { hmac_secret_key: 'file' } },
    });
    await start({ configPath: file, demo: false });
    // A real Centrifugo serves the clients: the hub's API key is not used, the token secret is.
    const centrifugo = { centrifugoUrl: 'http://centrifugo:8000', centrifugoApiKey: 'k', demo: false };
    await expect(start(centrifugo)).rejects.toThrow(/REALTIME_TOKEN_SECRET/);
    await start({ ...centrifugo, tokenSecret: 'own secret' });
    // Demo mode keeps the published demo values working.
    await start({ demo: true });
  });

  it('reads Go durations and refuses anything else', () => {
    expect(parseDuration('300s', 'x')).toBe(300_000);
    expect(parseDuration('720h', 'x')).toBe(720 * 3600_000);
    expect(parseDuration('250ms', 'x')).toBe(250);
    expect(() => parseDuration(300, 'channel.namespaces[0].history_ttl')).toThrow(/history_ttl/);
    expect(defaultNamespaces().size).toBe(3);
  });
});
