/** SPEC §9: image quality base 80; avif at 0.8125 of it, webp at 0.875. */
export const IMAGE_QUALITY_BASE = 80;
export const IMAGE_QUALITY = {
  avif: Math.round(IMAGE_QUALITY_BASE * 0.8125),
  webp: Math.round(IMAGE_QUALITY_BASE * 0.875),
} as const;

/**
 * Widths the pages ask for (next/image picks its srcset from them) and the only ones the proxy
 * makes, so what it caches is bounded: icon and crest sizes, then screen widths. next.config.ts
 * repeats these figures (a test holds them equal).
 */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384] as const;
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920] as const;
