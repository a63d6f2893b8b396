'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { IntentLink } from '@/shared/ui/intent-link';
import { ProxiedImage } from '@/shared/ui/proxied-image';

export interface CarouselSlide {
  title: string;
  text?: string;
  /** A locale path of the site or an https address. */
  href?: string;
  tone: 'brand' | 'accent' | 'dark';
  /** A picture beside the text, through the image proxy; `alt` empty when the title says it all. */
  image?: { src: string; alt: string };
}

const TONES: Record<CarouselSlide['tone'], string> = {
  brand: 'bg-accent text-accent-text',
  accent: 'bg-live text-live-text',
  dark: 'bg-text text-bg',
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The hero banner carousel (SPEC §2 'banners'), after the WAI-ARIA carousel pattern: a pause
 * button first, previous and next buttons, a picker per slide; rotation stops while the pointer
 * or the keyboard focus is inside, and never starts by itself under prefers-reduced-motion.
 */
export function BannerCarousel({
  slides,
  intervalSeconds,
}: {
  slides: CarouselSlide[];
  intervalSeconds: number;
}) {
  const t = useTranslations('layout.carousel');
  const [index, setIndex] = useState(0);
  // Off until the browser says motion is welcome: the server's HTML shows the first slide still.
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const slidesId = useId();
  const count = slides.length;
  const rotating = count > 1 && playing && !held.pointer && !held.focus;

  useEffect(() => {
    if (count > 1 && !prefersReducedMotion()) setPlaying(true);
  }, [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [rotating, count, intervalSeconds]);

  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // In a right-to-left page the next slide is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    show(index + (forward ? 1 : -1));
    event.preventDefault();
  };

  if (count === 0) return null;
  const button =
    'rounded border border-current/40 px-2 py-1 text-xs font-semibold hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';
  return (
    <section
      aria-roledescription={t('roleDescription')}
      aria-label={t('label')}
      data-testid="banner-carousel"
      className="relative overflow-hidden rounded-md"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      {/* The controls come first in the tab order (the pause button first of all), shown below. */}
      {count > 1 && (
        <div
          className={`absolute inset-x-0 bottom-0 z-10 flex items-center gap-2 px-5 pb-3 ${TONES[slides[index]?.tone ?? 'brand']}`}
        >
          <button
            type="button"
            className={button}
            aria-controls={slidesId}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? t('pause') : t('play')}
          </button>
          <button type="button" className={button} aria-controls={slidesId} onClick={() => show(index - 1)}>
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
            <span className="sr-only">{t('previous')}</span>
          </button>
          <button type="button" className={button} aria-controls={slidesId} onClick={() => show(index + 1)}>
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
            <span className="sr-only">{t('next')}</span>
          </button>
          <ul className="ms-auto flex gap-1">
            {slides.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one picker per fixed slide
              <li key={i}>
                <button
                  type="button"
                  aria-controls={slidesId}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={t('goTo', { index: i + 1, count })}
                  className={`size-3 rounded-full border border-current focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 ${i === index ? 'bg-current' : ''}`}
                  onClick={() => show(i)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel's slide is a group; a fieldset is for form controls
          <div
            // Slides are fixed for the page's life: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            role="group"
            aria-roledescription={t('slideRoleDescription')}
            aria-label={t('slide', { index: i + 1, count })}
            hidden={i !== index}
            className={`flex min-h-32 items-center gap-4 px-5 pt-5 pb-12 ${TONES[slide.tone]}`}
          >
            <div className="grid min-w-0 flex-1 content-center gap-1">
              <p className="font-bold text-xl">{slide.title}</p>
              {slide.text && <p className="text-sm">{slide.text}</p>}
              {slide.href &&
                (slide.href.startsWith('/') ? (
                  <IntentLink href={slide.href} className={`${button} justify-self-start`}>
                    {t('open')}
                  </IntentLink>
                ) : (
                  <a href={slide.href} rel="noopener" className={`${button} justify-self-start`}>
                    {t('open')}
                  </a>
                ))}
            </div>
            {slide.image && (
              // The first slide's picture is on the first screen; the others load when shown.
              <ProxiedImage
                src={slide.image.src}
                alt={slide.image.alt}
                width={160}
                height={120}
                priority={i === 0}
                className="hidden h-[120px] w-[160px] shrink-0 rounded object-cover sm:block"
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
