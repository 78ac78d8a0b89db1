import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';

export const metadata = siteMetadata('ar');
export const viewport = siteViewport;

/** Noto Sans Arabic, served by the site itself (no outside request), on Arabic pages only. */
const arabicFont = localFont({
  // One weight (49 kB), bold drawn from it: a second file would compete with the first photo.
  src: [{ path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', weight: '400', style: 'normal' }],
  variable: '--font-arabic',
  // Used only if it arrives within the first moments (preloaded, then cached for the next pages);
  // otherwise the page keeps the fallback: swapping fonts once the page is drawn moved the Arabic
  // home's text (Lighthouse CLS 0.185) and slowed its first paint.
  display: 'optional',
  fallback: ['Tahoma', 'Arial', 'sans-serif'],
});

/** The Arabic site, under /ar with the French paths after it: right to left. */
export default function ArabicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="ar" className={arabicFont.variable}>
      {children}
    </SiteDocument>
  );
}
