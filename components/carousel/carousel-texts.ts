import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import type { CarouselTexts } from './Carousel';

/** The carousels' texts in a language, their {label}, {n} and {total} left for the carousel to fill. */
export function carouselTexts(locale: Locale): CarouselTexts {
  const t = translator(locale, 'carousel');
  const keep = { label: '{label}', n: '{n}', total: '{total}' };
  return {
    role: t('role'),
    slideRole: t('slideRole'),
    slide: t('slide', keep),
    previous: t('previous', keep),
    next: t('next', keep),
    pages: t('pages', keep),
    goTo: t('goTo', keep),
  };
}
