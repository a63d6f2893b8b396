'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { handleUnauthorized, useSession } from '@/features/account';
import { useModalStore } from '@/features/modals';
import { ApiError, api, apiBaseUrl } from '@/shared/api/client';
import { showAlert } from '@/shared/notices';

/**
 * Opens an outside provider's application (a match stream, the virtual arena) for the player:
 * SPEC §7 'POST /{provider}/launch' answers where, and that opens in a new tab the provider cannot
 * reach back from. A visitor is asked to sign in first; a refusal is told with the server's reason,
 * else `failedKey`. `ready`: the session is read, so a press can tell a player from a visitor.
 */
export function useLaunch(failedKey: string) {
  const tAll = useTranslations();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [opening, setOpening] = useState<string | null>(null);

  // Until the session is read a signed-in player is not known to be one: the button waits.
  const ready = status === 'loggedIn' || status === 'notLoggedIn';

  const open = async (provider: string, app: string) => {
    if (status === 'notLoggedIn') {
      useModalStore.getState().open({ name: 'signIn', params: {} });
      return;
    }
    if (status !== 'loggedIn') return;
    // A tab opened within the click is not blocked as a pop-up; the provider's address follows.
    const tab = window.open('', '_blank');
    setOpening(`${provider}:${app}`);
    try {
      const { url } = await api('POST /api/sportsbook/:provider/launch', {
        params: { provider },
        body: { app },
      });
      const target = new URL(url, apiBaseUrl()).toString();
      if (!tab) window.location.assign(target);
      else {
        tab.opener = null;
        tab.location.href = target;
      }
    } catch (error) {
      tab?.close();
      handleUnauthorized(queryClient, error);
      const key = error instanceof ApiError ? error.body?.message : undefined;
      showAlert('error', key && tAll.has(key) ? { key } : { key: failedKey });
    } finally {
      setOpening(null);
    }
  };

  /** Whether this application's launch is under way. */
  const isOpening = (provider: string, app: string) => opening === `${provider}:${app}`;
  return { open, isOpening, ready };
}
