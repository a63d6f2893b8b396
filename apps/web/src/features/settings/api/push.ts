import { api } from '@/shared/api/client';

/** Why push could not be switched on: the server sends none, or the browser's permission was refused. */
export class PushRefused extends Error {
  constructor(readonly reason: 'unavailable' | 'denied') {
    super(`web push ${reason}`);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The Push API's applicationServerKey: the VAPID public key's bytes (it comes base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser with the standard Push API (the service worker `/sw.js` shows what
 * arrives) and answers the subscription's JSON, which the settings call stores with the player.
 */
export async function subscribePush(): Promise<string> {
  const { public_key: publicKey } = await api('GET /api/sportsbook/push/public-key');
  if (!publicKey) throw new PushRefused('unavailable');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('denied');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  return JSON.stringify(subscription.toJSON());
}

/** Ends this browser's subscription (the push service forgets it too). */
export async function unsubscribePush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
