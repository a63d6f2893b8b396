'use client';

import { ODDS_TYPES, type OddsType } from '@sportsbook/betting';
import type { TBetSettings } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSession } from '@/features/account';
import { LOCALES, languageName } from '@/i18n/locales';
import { useRuntimeConfig } from '@/shared/config/context';
import { switchLocaleInUrl } from '@/shared/paths';
import { betSettingsQueryOptions, saveBetSettings } from './api/bet-settings';
import { setOddsType, useOddsType } from './odds-type-store';

export function RadioGroup<T extends string>({
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
/**
 * Saves a signed-in player's choice with the player (POST /settings): shown at once, undone on
 * failure. Resolves whether it was saved.
 */
export function useSavePlayerSetting() {
  const queryClient = useQueryClient();
  return async (update: Partial<TBetSettings>): Promise<boolean> => {
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
}

/** The odds format (SPEC §3 odds type): kept in the browser, and with the player when signed in. */
export function OddsFormatPicker() {
  const t = useTranslations('settings');
  const oddsType = useOddsType();
  const loggedIn = useSession().status === 'loggedIn';
  const save = useSavePlayerSetting();
  const name = useId();
  return (
    <RadioGroup<OddsType>
      legend={t('oddsFormat')}
      name={name}
      value={oddsType}
      options={ODDS_TYPES.map((type) => ({ value: type, label: t(`odds.${type}`) }))}
      onChange={(type) => {
        setOddsType(type);
        if (loggedIn) void save({ odds_type: type });
      }}
    />
  );
}

/** The page's language: SPEC §2, the locale segment rewritten, query and hash kept, then a reload. */
export function LanguageSelect() {
  const t = useTranslations('settings');
  const locale = useLocale();
  const config = useRuntimeConfig();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) =>
          window.location.assign(
            switchLocaleInUrl(
              window.location,
              event.target.value,
              LOCALES,
              config.localePrefix,
              config.defaultLocale,
            ),
          )
        }
        className="min-h-10 rounded-md border border-border bg-surface-2 px-3 text-sm"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
