'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';

/**
 * A carousel (embla): 4 slides wide, 2 at 768 px and below, infinite, with arrows and dots
 * (spec: home carousels). The slides are rendered by the server and stay in the HTML.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
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
        <ul className="-ml-3 flex touch-pan-y sm:-ml-4">
          {slides.map((slide, i) => (
            <li
              key={i}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:pl-4 desk:basis-1/4"
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {slides.length > 2 ? (
        <>
          <button type="button" className={`${arrow} -left-3`} aria-label={`${label} : précédent`} onClick={() => embla?.scrollPrev()}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={`${arrow} -right-3`} aria-label={`${label} : suivant`} onClick={() => embla?.scrollNext()}>
            <ChevronRightIcon />
          </button>
          {snaps.length > 1 ? (
            <div className="mt-3 flex justify-center gap-1" aria-label={`${label} : pages`}>
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
          ) : null}
        </>
      ) : null}
    </div>
  );
}
