'use client';

import type { SlipBet } from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import type { ModalProps } from '@/features/modals';
import { DialogTitleBar } from '@/shared/ui/dialog-title-bar';
import { CustomBetPrice, CustomLegList, customBetMatchName, useCustomPriceText } from './custom-bet-parts';
import { findCustomBet } from './custom-pricing';
import { openPanel } from './panel-store';
import { useSlipStore } from './slip-store';

/**
 * The custom-bet modal (SPEC §2 'Modals', §4 'Selecting an outcome': it opens when the first bet of
 * the slip is a custom bet): the custom bet of one match, its selections with remove buttons, and
 * its price, priced again after a removal. It closes by its close button, Escape or outside, and
 * by itself when the bet is gone; focus goes back to what opened it (the builder's add button).
 */
export function CustomBetModal({ params, onClose }: ModalProps) {
  const t = useTranslations('betslip');
  const matchId = params.matchId ?? '';
  const bet = useSlipStore((state) => findCustomBet(state.ticket.bets, matchId)?.bet);
  const locked = useSlipStore((state) => state.ticket.ticketState === 'processing');
  const dispatch = useSlipStore((state) => state.dispatch);
  // Opened by the ticket machine, not by a Radix trigger, so Radix has no trigger to return focus to.
  const [returnTo] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );

  useEffect(() => {
    if (!bet) onClose();
  }, [bet, onClose]);

  if (!bet) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo?.isConnected) returnTo.focus();
          }}
          // Centred by margins, not by a translate, so it sits the same in both directions (RTL).
          className="fixed inset-x-0 bottom-0 z-50 grid max-h-[95dvh] gap-4 overflow-y-auto rounded-t-xl border border-border bg-surface p-5 text-text shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:w-[26rem] sm:rounded-xl"
        >
          <div>
            <DialogTitleBar title={t('customBet.title')} className="mb-1" />
            <Dialog.Description className="text-muted text-sm">{customBetMatchName(bet)}</Dialog.Description>
          </div>
          <CustomLegList
            bet={bet}
            onRemove={
              locked ? null : (selection) => dispatch({ type: 'remove_selection', selectionId: selection.id })
            }
          />
          <CustomBetPrice bet={bet} label={t('customBet.odds')} />
          <PriceAnnouncer bet={bet} />
          <button
            type="button"
            onClick={() => {
              openPanel('BET_SLIP');
              onClose();
            }}
            className="min-h-11 rounded-md bg-accent font-semibold text-accent-text"
          >
            {t('customBet.toSlip')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Says the new price politely once it is known (DESIGN: odds changes announced politely). */
function PriceAnnouncer({ bet }: { bet: SlipBet }) {
  const t = useTranslations('betslip');
  const { odds, problem } = useCustomPriceText(bet);
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {odds !== null ? t('customBet.oddsAnnounced', { odds }) : (problem ?? '')}
    </p>
  );
}
