'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { fillText } from '@/lib/i18n/fill';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { useTexts } from '../texts/TextsProvider';

type Embla = UseEmblaCarouselType[1];

export interface EmblaBinderProps {
  /** the carousel's viewport, already rendered with its slides */
  viewport: HTMLElement;
  /** more slides than fit: the carousel loops and has arrows and dots */
  loop: boolean;
  /** the page's direction: in Arabic the first slide is on the right and "next" moves left */
  direction: 'ltr' | 'rtl';
  /** the carousel's name, in its buttons' names */
  label: string;
  onReady: (embla: Embla) => void;
  /** the carousel has taken embla (onReady): the controls replace its room for them in the same render */
  bound: boolean;
}

const ARROW_CLASS =
  'absolute top-[38%] z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xl shadow-md ring-1 ring-line hover:bg-canvas sm:inline-flex';

/**
 * Drives an already rendered carousel with embla-carousel-react: it takes the viewport node
 * instead of rendering the slides, so that the slides' DOM is kept as it is when embla arrives.
 * Then draws the arrows and dots, which only work with embla and so load with it.
 */
export function EmblaBinder({ viewport, loop, direction, label, onReady, bound }: EmblaBinderProps) {
  const [bindViewport, embla] = useEmblaCarousel({ loop, align: 'start', slidesToScroll: 1, direction });
  useEffect(() => bindViewport(viewport), [bindViewport, viewport]);
  useEffect(() => onReady(embla), [embla, onReady]);
  return loop && bound && embla ? <Controls embla={embla} label={label} /> : null;
}

/** The arrows (at the start and end sides; in Arabic they point the other way) and a dot per position. */
function Controls({ embla, label }: { embla: NonNullable<Embla>; label: string }) {
  // {label} and {n} are filled in here.
  const texts = useTexts('carousel');
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  useEffect(() => {
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);
  return (
    <>
      <button type="button" className={`${ARROW_CLASS} -start-3`} aria-label={fillText(texts.previous, { label })} onClick={() => embla.scrollPrev()}>
        <ChevronLeftIcon className="rtl:rotate-180" />
      </button>
      <button type="button" className={`${ARROW_CLASS} -end-3`} aria-label={fillText(texts.next, { label })} onClick={() => embla.scrollNext()}>
        <ChevronRightIcon className="rtl:rotate-180" />
      </button>
      <div className="mt-3 flex h-8 justify-center gap-1" role="group" aria-label={fillText(texts.pages, { label })}>
        {snaps.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-label={fillText(texts.goTo, { n: i + 1 })}
            aria-current={i === selected ? 'true' : undefined}
            onClick={() => embla.scrollTo(i)}
            className="flex h-8 w-6 items-center justify-center"
          >
            <span className={`block h-2 rounded-full transition-all ${i === selected ? 'w-5 bg-brand' : 'w-2 bg-line'}`} />
          </button>
        ))}
      </div>
    </>
  );
}
