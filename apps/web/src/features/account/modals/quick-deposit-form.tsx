'use client';

import { type Minor, minor } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import type { ModalProps } from '@/features/modals';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney, moneyInputText } from '@/shared/money';
import { ModalFrame, submitHandler } from '@/shared/ui/modal-frame';
import { useSession } from '../use-session';
import { DepositAmount, useDeposit } from './deposit-form';

/**
 * SPEC §2 quick-deposit modal: a deposit in the player's current currency with the site's
 * recommended amounts one press away, then the card page, which brings the player back to the
 * same page with the SPEC §8 notice.
 */
export function QuickDepositForm({ onClose }: ModalProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const settings = useSiteSettings();
  const session = useSession();
  const code = session.currency;
  const deposit = useDeposit(code);
  const { subunits, parsed: chosen, setAmount } = deposit;
  // The recommended stakes of the currency (SPEC §3) are amounts a player of this site thinks in.
  const presets = (settings.stakes[code] ?? []).filter((value) => value > 0).map((value) => minor(value));

  return (
    <ModalFrame
      title={t('quickDeposit.title')}
      description={t('quickDeposit.description', { currency: code })}
      onClose={onClose}
    >
      <form noValidate onSubmit={submitHandler(deposit.submit)} className="grid gap-4">
        {presets.length > 0 && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm">{t('quickDeposit.amounts')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {presets.map((value: Minor) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={chosen === value}
                  onClick={() => setAmount(moneyInputText(value, subunits))}
                  className="min-h-10 rounded-md border border-border bg-surface-2 px-2 font-semibold text-sm tabular-nums hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-accent-text"
                >
                  {formatMoney(value, code, subunits, locale)}
                </button>
              ))}
            </div>
          </fieldset>
        )}
        <DepositAmount currency={code} deposit={deposit} />
      </form>
    </ModalFrame>
  );
}
