'use client';

import { type Minor, minor } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoney } from '@/features/betslip/money';
import { useModalStore } from '@/features/modals/modal-host';
import { useSiteSettings } from '@/shared/config/site-settings';
import { accountsQueryOptions } from './api/accounts';
import { changeCurrency } from './api/currency';
import { logout } from './api/logout';
import { playerQueryOptions } from './api/player';
import { usePlayerChannel } from './player-channel-state';
import { shouldSwitchCurrency } from './session';
import { handleUnauthorized } from './unauthorized';
import { clearSession, useSession } from './use-session';

const button = 'min-h-10 rounded-md px-2 font-semibold text-sm sm:px-3';

/**
 * The header's account area (SPEC §4 'Session'): sign-in and sign-up for a visitor; balance,
 * currency, deposit and sign-out for a player. While the login status is not known yet it keeps a
 * neutral placeholder of the same size, so neither state flashes.
 */
export function AccountBar() {
  const t = useTranslations('account');
  const locale = useLocale();
  const settings = useSiteSettings();
  const session = useSession();
  const queryClient = useQueryClient();
  const openModal = useModalStore((state) => state.open);
  const [switching, setSwitching] = useState(false);
  const live = usePlayerChannel((state) => state.subscribed);

  if (session.status === 'unknown' || session.status === 'pending') {
    return <div aria-hidden="true" className="h-10 w-40 shrink-0 animate-pulse rounded-md bg-surface-2" />;
  }

  if (session.status === 'notLoggedIn') {
    return (
      <div className="flex h-10 w-40 shrink-0 items-center justify-end gap-1">
        <button
          type="button"
          onClick={() => openModal({ name: 'signIn', params: {} })}
          className={`${button} border border-border bg-surface-2 hover:border-accent`}
        >
          {t('signIn.open')}
        </button>
        <button
          type="button"
          onClick={() => openModal({ name: 'signUp', params: {} })}
          className={`${button} bg-accent text-accent-text`}
        >
          {t('signUp.open')}
        </button>
      </div>
    );
  }

  const code = session.currency;
  const subunits = settings.currencies[code]?.subunits ?? 2;
  const balance = (session.accounts?.find((account) => account.currency === code)?.balance ?? 0) as Minor;
  const codes = Object.keys(settings.currencies);

  const switchCurrency = async (next: string) => {
    if (!shouldSwitchCurrency(code, next, settings.currencies)) return;
    setSwitching(true);
    try {
      queryClient.setQueryData(playerQueryOptions().queryKey, await changeCurrency(next));
      await queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
    } catch (error) {
      handleUnauthorized(queryClient, error);
      console.error('currency change failed', error);
    } finally {
      setSwitching(false);
    }
  };

  const signOut = async () => {
    try {
      await logout();
    } catch (error) {
      // SPEC §4 'Session': a failed sign-out is only reported; this tab forgets the player anyway.
      console.error('sign-out failed', error);
    }
    clearSession(queryClient);
  };

  return (
    <div className="flex h-10 shrink-0 items-center gap-1 sm:gap-1.5">
      <p className="hidden text-end leading-tight sm:block">
        <span className="block text-muted text-xs">{t('balance')}</span>
        <span
          data-testid="header-balance"
          data-live={live || undefined}
          className="font-semibold text-sm tabular-nums"
        >
          {formatMoney(minor(balance), code, subunits, locale)}
        </span>
      </p>
      <select
        aria-label={t('fields.currency.label')}
        value={code}
        disabled={switching}
        onChange={(event) => void switchCurrency(event.target.value)}
        className="min-h-10 rounded-md border border-border bg-surface-2 px-1 text-sm sm:px-2"
      >
        {(codes.includes(code) ? codes : [code, ...codes]).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => openModal({ name: 'deposit', params: {} })}
        className={`${button} bg-accent text-accent-text`}
      >
        {t('deposit.open')}
      </button>
      <button
        type="button"
        onClick={() => void signOut()}
        className={`${button} border border-border bg-surface-2 hover:border-accent`}
      >
        {t('signOut')}
      </button>
    </div>
  );
}
