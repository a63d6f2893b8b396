import { generateVapidKeys, type VapidKeys } from './push';

const STORED = 'push.vapid';

export interface VapidOptions {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; VAPID_SUBJECT. */
  configured: { publicKey?: string; privateKey?: string; subject: string };
  demo: boolean;
  /** The server's key-value state in the database, shared by every process. */
  store: { get(key: string): Promise<string | undefined>; set(key: string, value: string): Promise<void> };
}

/**
 * The server's VAPID keys: the configured pair; in demo mode without one, a pair generated at the
 * first start and kept in the database (every process and restart signs with it, so subscriptions
 * made against it stay valid); otherwise none, and the server sends no push.
 */
export async function loadVapidKeys({ configured, demo, store }: VapidOptions): Promise<VapidKeys | null> {
  if (Boolean(configured.publicKey) !== Boolean(configured.privateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  if (configured.publicKey && configured.privateKey)
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  if (!demo) return null;
  const read = async () => {
    const text = await store.get(STORED);
    return text ? (JSON.parse(text) as { publicKey: string; privateKey: string }) : null;
  };
  let pair = await read();
  if (!pair) {
    await store.set(STORED, JSON.stringify(generateVapidKeys()));
    // Read back: of two processes starting at once, both then sign with the pair stored last.
    pair = await read();
  }
  return pair ? { ...pair, subject: configured.subject } : null;
}
