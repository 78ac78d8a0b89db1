/**
 * Photo addresses through Next's image optimiser (/_next/image), built exactly as its default
 * loader builds them (images.test.ts checks this against next/image), so that client components
 * can size photos without shipping next/image to the browser.
 */

/** Quality of resized photos: Next's default, the only one the optimiser accepts here. */
const QUALITY = 75;

export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/**
 * A photo shown at most `width` CSS pixels wide: that width for ordinary screens and twice it
 * for dense ones (both widths must be among images.imageSizes/deviceSizes of next.config.ts).
 */
export function responsivePhoto(src: string, width: number): { src: string; srcSet: string } {
  const twice = optimizedImageUrl(src, width * 2);
  return { src: twice, srcSet: `${optimizedImageUrl(src, width)} 1x, ${twice} 2x` };
}

/** Screen widths the optimiser resizes photos to (images.deviceSizes of next.config.ts). */
export const PHOTO_SCREEN_WIDTHS = [390, 640, 768, 1024, 1280];

/** A photo as wide as `sizes` says (a listing's large photo): every screen width, the browser picks. */
export function widePhoto(src: string, sizes: string): { src: string; srcSet: string; sizes: string } {
  const widest = PHOTO_SCREEN_WIDTHS[PHOTO_SCREEN_WIDTHS.length - 1]!;
  return { src: optimizedImageUrl(src, widest), srcSet: PHOTO_SCREEN_WIDTHS.map((w) => `${optimizedImageUrl(src, w)} ${w}w`).join(', '), sizes };
}
