'use client';

import type { TVideoSource } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useLaunch } from '@/features/launch';
import { apiBaseUrl } from '@/shared/api/client';
import { matchStreamsQueryOptions, matchVideoQueryOptions } from './api/match-info';

const HLS = 'application/vnd.apple.mpegurl';

/**
 * The match's picture: muted so that browsers let it start by itself, looping, with the browser's
 * own (keyboard-reachable) controls. An HLS source plays through hls.js where the browser has Media
 * Source Extensions, else natively (iOS); a source that fails gives way to the next one.
 */
export function VideoPlayer({ id, label }: { id: number; label: string }) {
  const t = useTranslations('matchInfo.video');
  const { data, isError } = useQuery(matchVideoQueryOptions(id));
  return (
    <div className="grid gap-2">
      {isError ? (
        <p role="alert">{t('unavailable')}</p>
      ) : data ? (
        <Picture sources={data.sources} label={label} />
      ) : (
        <p aria-live="polite">{t('loading')}</p>
      )}
      <Streams id={id} />
    </div>
  );
}

/**
 * The outside providers that also show the match (GET /matches/{id}/streams). Each opens in a new
 * tab at the address its launch answers; a visitor is asked to sign in first.
 */
function Streams({ id }: { id: number }) {
  const t = useTranslations('matchInfo.video');
  const { data } = useQuery(matchStreamsQueryOptions(id));
  const { open, isOpening, ready } = useLaunch('matchInfo.video.launchFailed');
  if (!data?.streams.length) return null;

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">{t('streams')}</span>
      {data.streams.map((stream) => (
        <button
          key={`${stream.provider}:${stream.app}`}
          type="button"
          onClick={() => void open(stream.provider, stream.app)}
          disabled={!ready || isOpening(stream.provider, stream.app)}
          className="min-h-11 rounded-md border border-border px-3 font-semibold hover:border-accent disabled:opacity-60"
        >
          {t('watchOn', { provider: stream.name })}
        </button>
      ))}
    </div>
  );
}

function Picture({ sources, label }: { sources: TVideoSource[]; label: string }) {
  const t = useTranslations('matchInfo.video');
  const ref = useRef<HTMLVideoElement>(null);
  const [index, setIndex] = useState(0);
  const source = sources[index];
  const url = source ? new URL(source.url, apiBaseUrl()).toString() : null;
  const type = source?.type;

  useEffect(() => {
    const video = ref.current;
    if (!video || !url) return;
    let cancelled = false;
    let hls: { destroy(): void } | null = null;
    const next = () => {
      if (!cancelled) setIndex((i) => i + 1);
    };
    const play = (src: string) => {
      video.src = src;
      // Autoplay may be refused (a saved data mode); the controls still start it.
      video.play()?.catch(() => {});
    };
    video.addEventListener('error', next);
    if (type !== HLS) play(url);
    else if (!('MediaSource' in window) && video.canPlayType(HLS)) play(url);
    else
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return video.canPlayType(HLS) ? play(url) : next();
          // No worker: the page's content security policy allows no blob: scripts.
          const player = new Hls({ enableWorker: false });
          hls = player;
          player.on(Hls.Events.ERROR, (_event, error) => {
            if (error.fatal) next();
          });
          player.on(Hls.Events.MANIFEST_PARSED, () => {
            video.play()?.catch(() => {});
          });
          player.loadSource(url);
          player.attachMedia(video);
        })
        .catch(next);
    return () => {
      cancelled = true;
      video.removeEventListener('error', next);
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [url, type]);

  if (!url) return <p role="alert">{t('unsupported')}</p>;
  return (
    <video
      ref={ref}
      className="aspect-video w-full rounded-md bg-black"
      aria-label={label}
      data-source={type}
      controls
      muted
      autoPlay
      loop
      playsInline
    />
  );
}
