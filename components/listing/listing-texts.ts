/** The listing page's client components' texts in a language (messages: listing). */
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import type { ContactTexts } from './ContactBox';
import type { GalleryTexts } from './Gallery';

export function contactTexts(locale: Locale): ContactTexts {
  const t = translator(locale, 'listing');
  return {
    masked: t('maskedNumber'),
    show: t('showNumber'),
    showing: t('showing'),
    notShown: t('notShown'),
    noPhone: t('noPhone'),
    writeWhatsapp: t('writeWhatsapp'),
    call: t('call'),
    whatsapp: t('whatsapp'),
    barLabel: t('barLabel'),
    whatsappMessage: t('whatsappMessage', { quote: '{quote}' }),
  };
}

export function galleryTexts(locale: Locale): GalleryTexts {
  const t = translator(locale, 'listing');
  const keep = { n: '{n}', total: '{total}', titre: '{titre}' };
  return {
    noPhotos: t('noPhotos'),
    enlarge: t('enlarge', keep),
    photoAlt: t('photoAlt', keep),
    photoCount: t('photoCount', keep),
    otherPhotos: t('otherPhotos'),
    showPhoto: t('showPhoto', keep),
    lightbox: {
      album: t('album'),
      viewer: t('viewer'),
      zoomIn: t('zoomIn'),
      zoomOut: t('zoomOut'),
      rotate: t('rotate'),
      download: t('download'),
      close: t('close'),
      loading: t('loadingImage'),
      previous: t('previousImage'),
      next: t('nextImage'),
    },
  };
}
