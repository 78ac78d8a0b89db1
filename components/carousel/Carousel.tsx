'use client';

import { fillText } from '@/lib/i18n/fill';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import type { EmblaBinderProps } from './EmblaBinder';
import { useTexts } from '../texts/TextsProvider';

/** embla's API, once bound */
type Embla = UseEmblaCarouselType[1];

/** 4 slides wide, 2 at 768 px and below. */
const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-1/2 ps-3 sm:ps-4 desk:basis-1/4';
/** How far below the screen a carousel starts loading embla. */
const ACTIVATION_MARGIN = '200px 0px';
const ARROW_CLASS =
  'absolute top-[38%] z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xl shadow-md ring-1 ring-line hover:bg-canvas sm:inline-flex';

let loading: Promise<ComponentType<EmblaBinderProps>> | undefined;
const loadEmbla = () => (loading ??= import('./EmblaBinder').then((m) => m.EmblaBinder));

/**
 * A carousel of server-rendered slides (spec: home carousels): infinite, with arrows and dots.
 * Until it comes near the screen it is a row that scrolls by touch; then embla-carousel-react is
 * fetched and binds to the same DOM. Nothing is re-rendered and nothing is measured while the page
 * loads, which keeps a phone responsive during the first seconds.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  // {label}, {n} and {total} are filled in here.
  const texts = useTexts('carousel');
  // Memoised: the same slide elements on every render let React skip the cards when embla arrives.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Binder, setBinder] = useState<ComponentType<EmblaBinderProps> | null>(null);
  const [embla, setEmbla] = useState<Embla>();
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    const activate = () => void loadEmbla().then((component) => !cancelled && setBinder(() => component));
    if (typeof IntersectionObserver === 'undefined') {
      activate();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        activate();
      },
      { rootMargin: ACTIVATION_MARGIN },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [viewport]);

  const onReady = useCallback((api: Embla) => {
    // embla moves the slides with transforms: the native scroll it replaces starts from zero.
    if (api) api.rootNode().scrollLeft = 0;
    setEmbla(api);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
      setSnaps(embla.scrollSnapList());
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  const withControls = slides.length > 2;
  const direction = viewport && getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr';
  return (
    // A group, not a region: the section around it is already the landmark of that name.
    <div className="relative" role="group" aria-roledescription={texts.role} aria-label={label} data-embla={embla ? 'actif' : undefined}>
      <div ref={setViewport} className={embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]'}>
        <div className={embla ? '-ms-3 flex touch-pan-y sm:-ms-4' : '-ms-3 flex sm:-ms-4'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={texts.slideRole}
              aria-label={fillText(texts.slide, { n: i + 1, total: slides.length })}
              className={embla ? SLIDE_CLASS : `snap-start ${SLIDE_CLASS}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {Binder && viewport ? <Binder viewport={viewport} loop={withControls} direction={direction} onReady={onReady} /> : null}
      {withControls && embla ? (
        <>
          {/* At the start and end sides; in Arabic the arrows point the other way. */}
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
      ) : withControls ? (
        // Room for the dots, so that nothing moves when embla takes over.
        <div className="mt-3 h-8" aria-hidden="true" />
      ) : null}
    </div>
  );
}
