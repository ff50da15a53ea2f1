import type { ImageRendition } from '@portal/shared';

/** A picture's renditions as an `srcset` ("url 320w, url 640w"); undefined when it has none yet. */
export function srcSetOf(renditions: readonly ImageRendition[]): string | undefined {
  if (renditions.length === 0) return undefined;
  return renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ');
}

/** The narrowest rendition at least `width` px wide (else the widest), for a place that takes one link (a video's poster). */
export function renditionFor(renditions: readonly ImageRendition[], width: number): string | undefined {
  return (renditions.find((rendition) => rendition.width >= width) ?? renditions.at(-1))?.url;
}

/**
 * Asks for a picture before its <img> exists, with the `srcset` and `sizes` the <img> will have (and
 * first, as a first row's picture is), so the browser hands the answer to the <img> when it comes.
 */
export function preloadPicture(src: string, renditions: readonly ImageRendition[], sizes: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  const srcSet = srcSetOf(renditions);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.onload = () => link.remove();
  document.head.append(link);
}
