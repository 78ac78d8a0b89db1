'use client';

import { Children, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CarouselProps } from './EmblaCarousel';
import { SLIDE_CLASS } from './slide';

let loading: Promise<ComponentType<CarouselProps>> | undefined;
const loadEmbla = () => (loading ??= import('./EmblaCarousel').then((m) => m.EmblaCarousel));

/**
 * A carousel of server-rendered slides. The page shows them at once as a row that scrolls by
 * touch; embla-carousel-react (arrows, dots, infinite loop) is fetched when the browser is idle,
 * so that it weighs neither on the first load nor on the first paint.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const [Embla, setEmbla] = useState<ComponentType<CarouselProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () => void loadEmbla().then((component) => !cancelled && setEmbla(() => component));
    const idle = window.requestIdleCallback?.(load, { timeout: 2_500 }) ?? window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      window.cancelIdleCallback?.(idle);
      window.clearTimeout(idle);
    };
  }, []);
  if (Embla) return <Embla label={label}>{children}</Embla>;
  const slides = Children.toArray(children);
  return (
    <div className="relative" role="region" aria-roledescription="carrousel" aria-label={label}>
      <div className="snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]">
        <div className="-ml-3 flex sm:-ml-4">
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription="diapositive" aria-label={`${i + 1} sur ${slides.length}`} className={`snap-start ${SLIDE_CLASS}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Room for the dots, so that nothing moves when embla takes over. */}
      {slides.length > 2 ? <div className="mt-3 h-8" aria-hidden="true" /> : null}
    </div>
  );
}
