'use client';

import { ODDS_ACCEPT_MODES, ODDS_TYPES, type OddsAcceptMode, type OddsType } from '@sportsbook/betting';
import type { TBetSettings } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useId } from 'react';
import { useSession } from '@/features/account';
import { BonusList } from '@/features/bonuses';
import { LimitsSection } from '@/features/responsible-gambling';
import { LOCALES, languageName } from '@/i18n/locales';
import { useRuntimeConfig } from '@/shared/config/context';
import { switchLocaleInUrl } from '@/shared/paths';
import type { DeferredDialogProps } from '@/shared/ui/deferred-dialog';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { useHydrated } from '@/shared/use-hydrated';
import { useAcceptMode, useVisitorAcceptMode } from './accept-mode';
import { betSettingsQueryOptions, saveBetSettings } from './api/bet-settings';
import { setOddsType, useOddsType } from './odds-type-store';
import { PushSection } from './push-section';

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 font-semibold text-sm">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md border border-border px-3 text-sm has-checked:border-accent has-focus-visible:outline-3 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="accent-(--accent) focus-visible:outline-none"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The settings dialog itself: its own chunk, loaded by the header's settings button. */
export function SettingsSheet({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useTranslations('settings');
  const locale = useLocale();
  const config = useRuntimeConfig();
  const oddsType = useOddsType();
  const { theme, setTheme } = useTheme();
  const mounted = useHydrated();
  const languageId = useId();
  const acceptMode = useAcceptMode();
  const setVisitorMode = useVisitorAcceptMode((state) => state.setMode);
  const loggedIn = useSession().status === 'loggedIn';
  const queryClient = useQueryClient();

  /** A signed-in player's choice is saved with the player (POST /settings); shown at once, undone on failure. */
  const savePlayerSetting = async (update: Partial<TBetSettings>): Promise<boolean> => {
    const key = betSettingsQueryOptions().queryKey;
    const before = queryClient.getQueryData(key);
    if (before) queryClient.setQueryData(key, { ...before, ...update });
    try {
      queryClient.setQueryData(key, await saveBetSettings(update));
      return true;
    } catch (error) {
      if (before) queryClient.setQueryData(key, before);
      console.error('saving settings failed', error);
      return false;
    }
  };

  const changeOddsType = (type: OddsType) => {
    setOddsType(type);
    if (loggedIn) void savePlayerSetting({ odds_type: type });
  };

  const changeAcceptMode = (mode: OddsAcceptMode) => {
    if (loggedIn) void savePlayerSetting({ auto_accept_odds_change: mode });
    else setVisitorMode(mode);
  };

  const switchLanguage = (to: string) => {
    // SPEC §2: rewrite the locale segment, keep query and hash, then reload.
    window.location.assign(
      switchLocaleInUrl(window.location, to, LOCALES, config.localePrefix, config.defaultLocale),
    );
  };

  return (
    <ModalFrame
      title={t('title')}
      open={open}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-5">
        <RadioGroup<OddsType>
          legend={t('oddsFormat')}
          name="odds-type"
          value={oddsType}
          options={ODDS_TYPES.map((type) => ({ value: type, label: t(`odds.${type}`) }))}
          onChange={changeOddsType}
        />
        <RadioGroup<OddsAcceptMode>
          legend={t('oddsChanges')}
          name="odds-accept-mode"
          value={mounted ? acceptMode : undefined}
          options={ODDS_ACCEPT_MODES.map((mode) => ({ value: mode, label: t(`acceptMode.${mode}`) }))}
          onChange={changeAcceptMode}
        />
        <RadioGroup
          legend={t('theme')}
          name="theme"
          value={mounted ? (theme as 'light' | 'dark' | 'system' | undefined) : undefined}
          options={[
            { value: 'light', label: t('light') },
            { value: 'dark', label: t('dark') },
            { value: 'system', label: t('system') },
          ]}
          onChange={setTheme}
        />
        <div className="grid gap-1.5">
          <label htmlFor={languageId} className="font-semibold text-sm">
            {t('language')}
          </label>
          <select
            id={languageId}
            value={locale}
            onChange={(event) => switchLanguage(event.target.value)}
            className="min-h-10 rounded-md border border-border bg-surface-2 px-3 text-sm"
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        {loggedIn && <PushSection save={savePlayerSetting} />}
        <BonusList />
        <LimitsSection />
      </div>
    </ModalFrame>
  );
}
