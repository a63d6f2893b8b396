'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSiteSettings } from '@/shared/config/site-settings';
import { BET_CODE_PARAM } from '../share-param';

// The restore (and its not-found modal) is its own chunk: only a page opened with a code needs it.
const ShareRestore = dynamic(() => import('./share-restore').then((m) => m.ShareRestore), { ssr: false });

/** Mounts SPEC §4 'Share restore' when the share_bet flag is on and the address carries `?betcode=`. */
export function ShareRestoreOnCode() {
  const enabled = useSiteSettings().features.share_bet === true;
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    setLinked(new URL(window.location.href).searchParams.has(BET_CODE_PARAM));
  }, []);
  return enabled && linked ? <ShareRestore /> : null;
}
