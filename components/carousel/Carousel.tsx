'use client';

import { fillText } from '@/lib/i18n/fill';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { Children, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { EmblaBinderProps } from './EmblaBinder';
import { useTexts } from '../texts/TextsProvider';

/** embla's API, once bound */
type Embla = UseEmblaCarouselType[1];

/** 4 slides wide, 2 at 768 px and below. */
const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-1/2 ps-3 sm:ps-4 desk:basis-1/4';
/** How far below the screen a carousel starts loading embla. */
const ACTIVATION_MARGIN = '200px 0px';

let loading: Promise<ComponentType<EmblaBinderProps>> | undefined;
const loadEmbla = () => (loading ??= import('./EmblaBinder').then((m) => m.EmblaBinder));

/**
 * A carousel of server-rendered slides (spec: home carousels): infinite, with arrows and dots.
 * Until it comes near the screen it is a row that scrolls by touch; then embla-carousel-react is
 * fetched and binds to the same DOM, and draws the arrows and dots, which come with it (they are
 * of no use before). Nothing is re-rendered and nothing is measured while the page loads, which
 * keeps a phone responsive during the first seconds.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  // {label}, {n} and {total} are filled in here.
  const texts = useTexts('carousel');
  // Memoised: the same slide elements on every render let React skip the cards when embla arrives.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Binder, setBinder] = useState<ComponentType<EmblaBinderProps> | null>(null);
  const [embla, setEmbla] = useState<Embla>();

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
      {Binder && viewport ? <Binder viewport={viewport} loop={withControls} direction={direction} onReady={onReady} label={label} bound={!!embla} /> : null}
      {withControls && !embla ? (
        // Room for the dots, so that nothing moves when embla takes over.
        <div className="mt-3 h-8" aria-hidden="true" />
      ) : null}
    </div>
  );
}
