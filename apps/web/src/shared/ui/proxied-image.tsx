import { getImageProps, type ImageLoader } from 'next/image';
import { type ImageFormat, imageProxyUrl, isProxiedSource } from '@/shared/images/proxy';
import { IMAGE_QUALITY } from '@/shared/images/sizes';

interface ProxiedImageProps {
  /** A path the proxy takes (a crest, or an image under /images). */
  src: string;
  alt: string;
  /** Size on the page in CSS pixels: the renditions keep this aspect ratio. */
  width: number;
  height: number;
  /** As an `<img sizes>`; without it the image is fixed at `width` (1x and 2x renditions). */
  sizes?: string;
  /** The page's main image: fetched early, not lazily. */
  priority?: boolean;
  className?: string;
}

const loaderFor =
  (format: ImageFormat, aspect: number): ImageLoader =>
  ({ src, width }) =>
    imageProxyUrl({ src, width, height: Math.round(width * aspect), format, quality: IMAGE_QUALITY[format] });

/**
 * An image through the proxy (SPEC §7), as avif where the browser takes it and webp otherwise, each
 * at its own SPEC §9 quality. next/image works out the srcset, sizes and dimensions.
 */
export function ProxiedImage({ src, alt, width, height, sizes, priority, className }: ProxiedImageProps) {
  // An address the proxy does not take (a feed's own logo URL, say) is shown as it is.
  if (!isProxiedSource(src))
    return (
      // biome-ignore lint/performance/noImgElement: an image from elsewhere, not resized here
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        className={className}
      />
    );
  const aspect = height / width;
  const common = {
    src,
    alt,
    width,
    height,
    sizes,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  const avif = getImageProps({
    ...common,
    quality: IMAGE_QUALITY.avif,
    loader: loaderFor('avif', aspect),
  }).props;
  const { props: webp } = getImageProps({
    ...common,
    quality: IMAGE_QUALITY.webp,
    loader: loaderFor('webp', aspect),
  });
  return (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />
      {/* biome-ignore lint/a11y/useAltText: alt is among the props */}
      <img {...webp} />
    </picture>
  );
}
