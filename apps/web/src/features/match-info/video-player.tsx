'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiBaseUrl } from '@/shared/api/client';
import { matchVideoQueryOptions } from './api/match-info';

/**
 * The match's picture in a plain <video>: muted so that browsers let it start by itself, looping
 * the demo clip, with the browser's own (keyboard-reachable) controls.
 */
export function VideoPlayer({ id, label }: { id: number; label: string }) {
  const t = useTranslations('matchInfo.video');
  const { data, isError } = useQuery(matchVideoQueryOptions(id));
  if (isError) return <p role="alert">{t('unavailable')}</p>;
  if (!data) return <p aria-live="polite">{t('loading')}</p>;
  return (
    <video
      className="aspect-video w-full rounded-md bg-black"
      aria-label={label}
      controls
      muted
      autoPlay
      loop
      playsInline
    >
      {data.sources.map((source) => (
        <source key={source.url} src={new URL(source.url, apiBaseUrl()).toString()} type={source.type} />
      ))}
      {t('unsupported')}
    </video>
  );
}
