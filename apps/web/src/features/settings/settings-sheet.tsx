'use client';

import { ODDS_ACCEPT_MODES, type OddsAcceptMode } from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useSession } from '@/features/account';
import { BonusList } from '@/features/bonuses';
import { LimitsSection } from '@/features/responsible-gambling';
import type { DeferredDialogProps } from '@/shared/ui/deferred-dialog';
import { ModalFrame } from '@/shared/ui/modal-frame';
import { useHydrated } from '@/shared/use-hydrated';
import { useAcceptMode, useVisitorAcceptMode } from './accept-mode';
import { PushSection } from './push-section';
import { LanguageSelect, OddsFormatPicker, RadioGroup, useSavePlayerSetting } from './settings-controls';

/**
 * Switches the theme with transitions off for that one change, so colours change at once instead of
 * fading. next-themes' own `disableTransitionOnChange` does the same on every page load as well, where
 * adding and removing the style recalculated every element's style four times while the page hydrated.
 */
function switchThemeAtOnce(setTheme: (theme: string) => void, theme: string) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  setTheme(theme);
  // The class changes in next-themes' effect of this same event; the next frame styles it without
  // transitions, and the one after puts them back.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

export function SettingsSheet({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const t = useTranslations('settings');
  const { theme, setTheme } = useTheme();
  const mounted = useHydrated();
  const acceptMode = useAcceptMode();
  const setVisitorMode = useVisitorAcceptMode((state) => state.setMode);
  const loggedIn = useSession().status === 'loggedIn';
  const savePlayerSetting = useSavePlayerSetting();

  const changeAcceptMode = (mode: OddsAcceptMode) => {
    if (loggedIn) void savePlayerSetting({ auto_accept_odds_change: mode });
    else setVisitorMode(mode);
  };

  return (
    <ModalFrame
      title={t('title')}
      open={open}
      onClose={() => onOpenChange(false)}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-5">
        <OddsFormatPicker />
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
          onChange={(next) => switchThemeAtOnce(setTheme, next)}
        />
        <LanguageSelect />
        {loggedIn && <PushSection save={savePlayerSetting} />}
        <BonusList />
        <LimitsSection />
      </div>
    </ModalFrame>
  );
}
