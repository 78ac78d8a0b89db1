'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { SLIDE_CLASS } from './slide';

export interface CarouselProps {
  label: string;
  children: ReactNode;
}

/** The carousel proper (spec: home carousels): infinite, with arrows and dots. */
export function EmblaCarousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 2, align: 'start', slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const onSelect = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const arrow = 'absolute top-[38%] z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xl shadow-md ring-1 ring-line hover:bg-canvas sm:inline-flex';
  return (
    <div className="relative" role="region" aria-roledescription="carrousel" aria-label={label}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-3 flex touch-pan-y sm:-ml-4">
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="diapositive" aria-label={`${i + 1} sur ${slides.length}`} className={SLIDE_CLASS}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 2 ? (
        <>
          <button type="button" className={`${arrow} -left-3`} aria-label={`${label} : précédent`} onClick={() => embla?.scrollPrev()}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={`${arrow} -right-3`} aria-label={`${label} : suivant`} onClick={() => embla?.scrollNext()}>
            <ChevronRightIcon />
          </button>
          <div className="mt-3 flex h-8 justify-center gap-1" role="group" aria-label={`${label} : pages`}>
            {snaps.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={`Aller à la diapositive ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(i)}
                className="flex h-8 w-6 items-center justify-center"
              >
                <span className={`block h-2 rounded-full transition-all ${i === selected ? 'w-5 bg-brand' : 'w-2 bg-line'}`} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
