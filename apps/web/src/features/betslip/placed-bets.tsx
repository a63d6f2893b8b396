'use client';

import type { TBet } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { BetCard, ShareButton, sharedFromPlaced } from '@/features/bets';
import { useSiteSettings } from '@/shared/config/site-settings';
import { CheckIcon } from '@/shared/ui/icons';
import { useSlipStore } from './slip-store';

/**
 * The success state of the ticket (SPEC §4): the bets the server accepted (reference, selections,
 * stake, potential win), then keep the selections for another bet or be done with them.
 */
export function PlacedBets({ placed }: { placed: readonly TBet[] }) {
  const t = useTranslations('betslip');
  const settings = useSiteSettings();
  const dispatch = useSlipStore((state) => state.dispatch);
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the result, so a keyboard or screen-reader user lands on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-3 p-3" data-testid="placed-bets">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 font-semibold text-up outline-none">
        <CheckIcon strokeWidth={2.5} />
        {t('placed', { count: placed.length })}
      </h3>
      <ul className="grid gap-2">
        {placed.map((bet) => (
          <li key={bet.id}>
            <BetCard bet={bet}>
              {settings.features.share_bet === true && <ShareButton bets={() => [sharedFromPlaced(bet)]} />}
            </BetCard>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => dispatch({ type: 'reset' })}
          className="min-h-11 rounded-md border border-border font-semibold text-sm hover:border-accent"
        >
          {t('keepSelections')}
        </button>
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'reset' });
            dispatch({ type: 'clear' });
          }}
          className="min-h-11 rounded-md bg-accent font-semibold text-accent-text text-sm"
        >
          {t('done')}
        </button>
      </div>
    </div>
  );
}
