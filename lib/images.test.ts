import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';
import { responsivePhoto, widePhoto } from './images';

// What next/image's getImageProps does once next build has inlined this site's image settings.
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });

describe('responsivePhoto', () => {
  it.each(['/uploads/demo/motos/roadster-vert-plein-air-1.jpg', '/uploads/annonces/été 2026/photo (1).jpg', 'https://cdn.example.ma/uploads/a.jpg'])(
    'builds the same addresses as next/image for %s',
    (src) => {
      const { props } = getImgProps({ src, alt: '', width: 320, height: 240 }, { defaultLoader, imgConf });
      expect(responsivePhoto(src, 320)).toEqual({ src: props.src, srcSet: props.srcSet });
    },
  );
});

describe('widePhoto', () => {
  it('builds the same addresses as next/image with fill and sizes', () => {
    const src = '/uploads/demo/motos/roadster-vert-plein-air-1.jpg';
    const sizes = '(max-width: 1024px) 100vw, 720px';
    const { props } = getImgProps({ src, alt: '', fill: true, sizes }, { defaultLoader, imgConf });
    expect(widePhoto(src, sizes)).toEqual({ src: props.src, srcSet: props.srcSet, sizes });
  });
});
