'use client';

import { isOddsType } from '@sportsbook/betting';
import { useEffect } from 'react';
import { useSession } from '@/features/account';
import { useVisitorAcceptMode } from './accept-mode';
import { useBetSettings } from './api/bet-settings';
import { setOddsType } from './odds-type-store';

/**
 * SPEC §4 'Session': loading the user fetches the settings and sets the odds type when logged in.
 * Mounted once in the layout; also reads the visitor's stored odds-accept mode after hydration.
 */
export function BetSettingsSync() {
  const { status } = useSession();
  const settings = useBetSettings(status === 'loggedIn').data;
  const oddsType = settings?.odds_type;
  useEffect(() => {
    void useVisitorAcceptMode.persist.rehydrate();
  }, []);
  useEffect(() => {
    if (oddsType && isOddsType(oddsType)) setOddsType(oddsType);
  }, [oddsType]);
  return null;
}
