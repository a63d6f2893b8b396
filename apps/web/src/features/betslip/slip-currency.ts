'use client';

import { useTranslations } from 'next-intl';
import { useSession } from '@/features/account';
import { useSiteSettings } from '@/shared/config/site-settings';

export interface Currency {
  code: string;
  subunits: number;
  fiat: boolean;
}

/** The player's currency (SPEC §3 'Account') when logged in; the site default for a visitor. */
export function useCurrency(): Currency & { isLoggedIn: boolean; isPve: boolean } {
  const settings = useSiteSettings();
  const session = useSession();
  const code = session.currency;
  const currency = settings.currencies[code];
  return {
    code,
    subunits: currency?.subunits ?? 2,
    fiat: currency?.fiat ?? true,
    isLoggedIn: session.status === 'loggedIn',
    isPve: session.player?.serasa.pve === true,
  };
}

/** A message that is a key this site translates, or text the server already localized (SPEC §8). */
export function useMessage(): (message: string) => string {
  const t = useTranslations();
  return (message) => (t.has(message) ? t(message) : message);
}
