import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { RetryButton } from './RetryButton';

export function offlineMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'offline')('title'), robots: { index: false, follow: false } };
}

/**
 * What the service worker (public/sw.js) shows for a page asked without a connection, in the
 * browser and in the app, instead of the browser's or the WebView's error: in French
 * (/hors-ligne) or, for an Arabic page, in Arabic (/ar/hors-ligne): app/[locale]/hors-ligne.
 */
export function OfflineView({ locale }: { locale: Locale }) {
  const t = translator(locale, 'offline');
  return (
    <section className="container-page flex flex-col items-center gap-4 py-16 text-center">
      <svg
        viewBox="0 0 24 24"
        width="56"
        height="56"
        aria-hidden="true"
        className="text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 8.6-2.6M8.5 16a5 5 0 0 1 5.2-1.1M12 19.5h.01M3 3l18 18" />
      </svg>
      <h1 className="text-2xl font-extrabold">{t('heading')}</h1>
      <p className="max-w-md text-muted">{t('text')}</p>
      <RetryButton label={t('retry')} />
    </section>
  );
}
