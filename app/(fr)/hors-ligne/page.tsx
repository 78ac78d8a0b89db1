import type { Metadata } from 'next';
import { RetryButton } from '@/components/app/RetryButton';

export const metadata: Metadata = { title: 'Hors ligne', robots: { index: false, follow: false } };

/**
 * What the service worker (public/sw.js) shows for a page asked without a connection, in the
 * browser and in the app, instead of the browser's or the WebView's error.
 */
export default function OfflinePage() {
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
      <h1 className="text-2xl font-extrabold">Vous êtes hors ligne</h1>
      <p className="max-w-md text-muted">Cette page n’a pas pu être chargée : vérifiez votre connexion internet (Wi-Fi ou données mobiles), puis réessayez.</p>
      <RetryButton />
    </section>
  );
}
