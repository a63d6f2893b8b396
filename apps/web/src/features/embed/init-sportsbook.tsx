'use client';

import { EMBED_FORMATS } from '@sportsbook/contract/embed-messages';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { BET_CODE_PARAM } from '@/features/bets';
import { useRuntimeConfig } from '@/shared/config/context';
import { localePath } from '@/shared/paths';
import { isFramed } from './embed-when-framed';
import { useEmbedStore } from './store';

/**
 * SPEC §2 `/init-sportsbook`: where a host page's frame starts. It waits for the host's handshake
 * (token, currency; the locale is the path's), applies the host's theme, then opens `?path=`. Under
 * a parent not on the site config's list it stays a refusal; opened outside a frame it just opens
 * the path.
 */
export function InitSportsbook() {
  const t = useTranslations('embed');
  const status = useEmbedStore((state) => state.status);
  const betCode = useEmbedStore((state) => state.betCode);
  const router = useRouter();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const { setTheme } = useTheme();
  const [framed, setFramed] = useState<boolean | null>(null);

  useEffect(() => {
    setFramed(isFramed());
    const theme = new URL(window.location.href).searchParams.get('theme');
    if (theme === 'light' || theme === 'dark') setTheme(theme);
  }, [setTheme]);

  useEffect(() => {
    if (framed === null || (framed && status !== 'initialized')) return;
    const asked = new URL(window.location.href).searchParams.get('path') ?? '/';
    const path = EMBED_FORMATS.path.test(asked) ? asked : '/';
    const target = new URL(
      localePath(locale, path, config.localePrefix, config.defaultLocale),
      window.location.origin,
    );
    if (betCode) target.searchParams.set(BET_CODE_PARAM, betCode);
    // A code applied after the first replace runs this again: the later navigation wins.
    router.replace(`${target.pathname}${target.search}`);
  }, [framed, status, router, locale, config, betCode]);

  if (status === 'refused') return <p role="alert">{t('refused')}</p>;
  return (
    <p role="status" className="p-4 text-muted">
      {t('loading')}
    </p>
  );
}
