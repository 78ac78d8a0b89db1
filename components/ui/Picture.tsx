import { getImageProps, type ImageProps } from 'next/image';

/**
 * An optimised, responsive picture (srcset from the image optimiser) as a plain <img>: the same
 * output as next/image without shipping its client component to the browser.
 */
export function Picture(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} />;
}
