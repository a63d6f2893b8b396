'use client';

import { type Minor, minor } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useModalStore } from '@/features/modals';
import { signInAllowed, signUpAllowed } from '@/shared/config/features';
import { useSiteSettings } from '@/shared/config/site-settings';
import { formatMoney } from '@/shared/money';
import { PlusIcon, UserIcon } from '@/shared/ui/icons';
import { accountsQueryOptions } from './api/accounts';
import { changeCurrency } from './api/currency';
import { logout } from './api/logout';
import { playerQueryOptions } from './api/player';
import { usePlayerChannel } from './player-channel-state';
import { shouldSwitchCurrency } from './session';
import { handleUnauthorized } from './unauthorized';
import { clearSession, useSession } from './use-session';

// Labels never wrap: a header control is one line high in every locale (the header makes room).
const button = 'min-h-10 shrink-0 whitespace-nowrap rounded-md px-2 font-semibold text-sm sm:px-3';

/**
 * The header's account area (SPEC §4 'Session'): sign-in and sign-up for a visitor, each when the
 * site's flag allows it (SPEC §6); balance and deposit for a player, with currency and sign-out in
 * the account menu, so the balance fits a phone's header too. While the login status is not known yet it keeps a neutral placeholder, so neither
 * state flashes.
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
      <div data-testid="account-bar" className="flex h-10 shrink-0 items-center justify-end gap-1">
        {signInAllowed(settings.features) && (
          <button
            type="button"
            onClick={() => openModal({ name: 'signIn', params: {} })}
            className={`${button} border border-border bg-surface-2 hover:border-accent max-sm:grid max-sm:w-10 max-sm:place-items-center max-sm:px-0`}
          >
            {/* Phones: an icon, the label stays its accessible name. */}
            <UserIcon className="size-5 sm:hidden" />
            <span className="max-sm:sr-only">{t('signIn.open')}</span>
          </button>
        )}
        {signUpAllowed(settings.features) && (
          <button
            type="button"
            onClick={() => openModal({ name: 'signUp', params: {} })}
            className={`${button} bg-accent text-accent-text`}
          >
            {t('signUp.open')}
          </button>
        )}
      </div>
    );
  }

  const code = session.currency;
  const subunits = settings.currencies[code]?.subunits ?? 2;
  const balance = (session.balance ?? 0) as Minor;
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
    <div data-testid="account-bar" className="flex h-10 shrink-0 items-center gap-1 sm:gap-1.5">
      <p className="whitespace-nowrap text-end leading-tight">
        <span className="block text-muted text-xs max-sm:sr-only">{t('balance')}</span>
        <span
          data-testid="header-balance"
          data-live={live || undefined}
          className="font-semibold text-sm tabular-nums"
        >
          {formatMoney(minor(balance), code, subunits, locale)}
        </span>
      </p>
      <button
        type="button"
        onClick={() => openModal({ name: 'deposit', params: {} })}
        className={`${button} bg-accent text-accent-text max-sm:grid max-sm:w-10 max-sm:place-items-center max-sm:px-0`}
      >
        <PlusIcon className="size-5 sm:hidden" />
        <span className="max-sm:sr-only">{t('deposit.open')}</span>
      </button>
      <AccountMenu label={t('menu')}>
        <label className="grid gap-1 text-sm">
          {t('fields.currency.label')}
          <select
            value={code}
            disabled={switching}
            onChange={(event) => void switchCurrency(event.target.value)}
            className="min-h-10 rounded-md border border-border bg-surface-2 px-2 text-sm"
          >
            {(codes.includes(code) ? codes : [code, ...codes]).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void signOut()}
          className={`${button} border border-border bg-surface-2 hover:border-accent`}
        >
          {t('signOut')}
        </button>
      </AccountMenu>
    </div>
  );
}

/**
 * A disclosure under an icon button for what a player changes seldom (currency, sign-out): it closes
 * on Escape (focus back on the button) and on a press outside it.
 */
function AccountMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-md border border-border bg-surface-2 hover:border-accent"
      >
        <UserIcon />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-12 z-40 grid w-56 gap-3 rounded-md border border-border bg-surface p-3 shadow-lg"
      >
        {children}
      </div>
    </div>
  );
}
