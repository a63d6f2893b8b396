'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useQuickBetStore } from './quick-bet-mode';
import { useSlipStore } from './slip-store';

// The slip's edges (placement calls, their error mapping, custom-bet pricing, quick-bet
// feedback) are their own chunk: a page is shown and hydrated without them (issue 3), and most
// visits put nothing in the slip.
const SlipRuntime = dynamic(() => import('./slip-runtime').then((m) => m.SlipRuntime), { ssr: false });

/**
 * Mounts the slip runtime once it has something to do: the slip has bets (a restored slip too),
 * quick-bet mode is on, or a transition asked for an effect before it was there (the stores keep
 * such effects for it, see `onTicketEffect`). Once mounted it stays.
 */
export function SlipRuntimeOnDemand() {
  const slipNeedsIt = useSlipStore((state) => state.ticket.bets.length > 0 || state.effectsWaiting);
  const quickNeedsIt = useQuickBetStore((state) => state.quickBet.isEnabled || state.effectsWaiting);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (slipNeedsIt || quickNeedsIt)) setWanted(true);
  return wanted ? <SlipRuntime /> : null;
}
