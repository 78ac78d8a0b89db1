import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';

export const metadata = siteMetadata('ar');
export const viewport = siteViewport;

/** Noto Sans Arabic, served by the site itself (no outside request), on Arabic pages only. */
const arabicFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-arabic',
  display: 'swap',
  // Not preloaded: on a slow line the two files would compete with the first photo (the largest
  // paint); the text shows in the fallback until they arrive.
  preload: false,
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
