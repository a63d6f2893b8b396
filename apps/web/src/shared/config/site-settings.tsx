'use client';

import { createContext, useContext } from 'react';
import type { SiteSettings } from './site-settings-pick';

export type { SiteSettings };

const SiteSettingsContext = createContext<SiteSettings | null>(null);
export const SiteSettingsProvider = SiteSettingsContext.Provider;

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings needs <SiteSettingsProvider>');
  return settings;
}
