'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatLocale } from '@/shared/locale-format';
import { AFFILIATE_DAYS, type Consent, readConsent } from './cookies';
import { refreshDeviceId } from './device-id';
import { captureLandingTags, chooseConsent } from './tracking';

/** Where the banner's form posts without JavaScript (app/api/cookie-consent/route.ts). */
export const CONSENT_ROUTE = '/api/cookie-consent';

/**
 * The cookie-consent banner (SPEC §9: the choice is kept 365 days), and the per-visit cookie work:
 * the device id's life is renewed and an accepting visitor's landing tags are kept. Rendered by the
 * server only while the visitor has not chosen, in the page's flow (it covers nothing and shifts
 * nothing after load). A real form: without JavaScript its buttons post the choice to CONSENT_ROUTE.
 */
export function ConsentBanner({ consent }: { consent: Consent | null }) {
  const t = useTranslations('consent');
  // Written as the product writes every number (SPEC §9: Arabic-Indic digits in ar), not by ICU.
  const days = new Intl.NumberFormat(formatLocale(useLocale())).format(AFFILIATE_DAYS);
  const labelId = useId();
  const [open, setOpen] = useState(consent === null);

  useEffect(() => {
    refreshDeviceId();
    captureLandingTags();
  }, []);

  if (!open) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = readConsent((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value'));
    if (!choice) return;
    chooseConsent(choice);
    setOpen(false);
    // The pressed button goes away with the banner: focus moves on to the page's content rather
    // than falling back to the document's start.
    const main = document.getElementById('content');
    if (main) {
      main.tabIndex = -1;
      main.focus({ preventScroll: true });
    }
  };

  const button = 'min-h-11 rounded-md px-4 font-semibold text-sm';
  return (
    <section aria-labelledby={labelId} className="border-border border-b bg-surface-2 px-3 py-3">
      <form
        method="post"
        action={CONSENT_ROUTE}
        onSubmit={submit}
        className="mx-auto flex max-w-[1920px] flex-wrap items-center gap-3"
      >
        <div className="min-w-60 flex-1">
          <p id={labelId} className="font-semibold text-sm">
            {t('title')}
          </p>
          <p className="text-sm">{t('description', { days })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="choice"
            value="refused"
            className={`${button} border border-border bg-surface text-text`}
          >
            {t('refuse')}
          </button>
          <button
            type="submit"
            name="choice"
            value="accepted"
            className={`${button} bg-accent text-accent-text`}
          >
            {t('accept')}
          </button>
        </div>
      </form>
    </section>
  );
}
