'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type Embla = UseEmblaCarouselType[1];

export interface EmblaBinderProps {
  /** the carousel's viewport, already rendered with its slides */
  viewport: HTMLElement;
  loop: boolean;
  /** the page's direction: in Arabic the first slide is on the right and "next" moves left */
  direction: 'ltr' | 'rtl';
  onReady: (embla: Embla) => void;
}

/**
 * Drives an already rendered carousel with embla-carousel-react: it takes the viewport node
 * instead of rendering the slides, so that the slides' DOM is kept as it is when embla arrives.
 */
export function EmblaBinder({ viewport, loop, direction, onReady }: EmblaBinderProps) {
  const [bindViewport, embla] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1, direction });
  useEffect(() => bindViewport(viewport), [bindViewport, viewport]);
  useEffect(() => onReady(embla), [embla, onReady]);
  return null;
}
