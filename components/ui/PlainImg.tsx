import type { ImgHTMLAttributes } from 'react';

/**
 * An <img> served as it is, for what the image optimiser does not take or need: drawn SVG
 * wordmarks, logos and banners, local previews (blob: addresses), addresses lib/images already
 * optimised, the lightbox's original file. A photo to optimise goes through Picture instead.
 */
export function PlainImg({ alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- the one place for such pictures (see above)
  return <img alt={alt} {...props} />;
}
