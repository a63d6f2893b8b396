/**
 * One of the site's own images, by its path under /images (the web's public folder), which the
 * image proxy renders at each size. No dots but the extension's, so no path leaves the folder.
 */
export const SITE_IMAGE_PATH = /^\/images\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif)$/;
