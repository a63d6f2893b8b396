import type { Minor } from '@sportsbook/betting';
import { useLocale } from 'next-intl';
import { useSiteSettings } from './config/site-settings';
import { formatMoney } from './money';

/** Formats an amount in minor units as the player reads it: their locale, the currency's subunits. */
export type Money = (amount: number, currency: string) => string;

/** formatMoney bound to the page's locale and the site's currencies (2 subunits for an unknown one). */
export function useMoney(): Money {
  const locale = useLocale();
  const { currencies } = useSiteSettings();
  return (amount, currency) =>
    formatMoney(amount as Minor, currency, currencies[currency]?.subunits ?? 2, locale);
}
