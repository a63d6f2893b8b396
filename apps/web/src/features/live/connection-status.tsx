'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { realtimeClient } from '@/shared/realtime/client';

/**
 * SPEC §8: when the live connection drops (or the browser goes offline) the player is told, and the
 * notice goes once the connection is back. centrifuge-js reconnects by itself meanwhile.
 */
export function ConnectionStatus() {
  const t = useTranslations('error.connection');
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let wasConnected = false;
    let detach = () => {};
    let cancelled = false;
    void realtimeClient().then((client) => {
      if (cancelled) return;
      const onState = () => {
        if (client.state === 'connected') wasConnected = true;
        setLost((wasConnected && client.state !== 'connected') || !navigator.onLine);
      };
      client.on('state', onState);
      window.addEventListener('online', onState);
      window.addEventListener('offline', onState);
      detach = () => {
        client.removeListener('state', onState);
        window.removeEventListener('online', onState);
        window.removeEventListener('offline', onState);
      };
    });
    return () => {
      cancelled = true;
      detach();
    };
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-28 z-50 flex justify-center px-3 lg:bottom-4"
    >
      {lost && (
        <p className="pointer-events-auto max-w-md rounded-md border border-down bg-surface p-3 text-sm shadow-lg">
          <strong className="block">{t('title')}</strong>
          {t('description')}
        </p>
      )}
    </div>
  );
}
