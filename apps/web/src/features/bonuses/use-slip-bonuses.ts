'use client';

import type { SlipBet } from '@sportsbook/betting';
import type { TSlipBonus } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '@/features/account';
import { bonusesOfBet, slipBonusesBets, slipBonusesPositions, slipBonusesQueryOptions } from './slip-bonuses';

/** How long the slip waits after a change before asking for its bonuses (typing a stake). */
const SLIP_BONUSES_DEBOUNCE_MS = 300;

/**
 * The bonuses each bet of the slip may use, as POST /bonuses answers them for a signed-in player,
 * by the slip's bet position; null while the answer is not for the slip as it stands (asking,
 * debouncing, a visitor), so nothing is cleared on an answer about another slip.
 */
export function useSlipBonuses(
  bets: readonly SlipBet[],
  currency: string,
): ReadonlyMap<number, readonly TSlipBonus[]> | null {
  const locale = useLocale();
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  const wire = useMemo(() => slipBonusesBets(bets, currency), [bets, currency]);
  const key = JSON.stringify(wire);
  const [asked, setAsked] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), SLIP_BONUSES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const current = asked === key;
  const { data } = useQuery({
    ...slipBonusesQueryOptions(locale, current ? wire : (JSON.parse(asked) as typeof wire)),
    enabled: signedIn && wire.length > 0,
  });
  return useMemo(() => {
    if (!signedIn || !current || data === undefined) return null;
    const positions = slipBonusesPositions(bets);
    return new Map(positions.map((position, requestIndex) => [position, bonusesOfBet(data, requestIndex)]));
  }, [signedIn, current, data, bets]);
}
