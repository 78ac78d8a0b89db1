import type { Metadata, Viewport } from 'next';
import { ARABIC_MANIFEST_URL } from '@/server/web-app-manifest';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/Analytics';
import { AppShell } from '@/components/app/AppShell';
import { HydrateSeparately } from '@/components/ui/HydrateSeparately';
import { publicConfig } from '@/lib/config';
import { LOCALE_DIRECTION, LOCALE_TAG, type Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { Footer } from './Footer';
import { Header, HEADER_NAMESPACES } from './Header';
import { Texts } from '../texts/Texts';

export function siteMetadata(locale: Locale): Metadata {
  const t = translator(locale, 'site');
  const name = t('name');
  return {
    metadataBase: new URL(publicConfig.siteUrl),
    title: { default: t('title'), template: `%s | ${name}` },
    description: t('description'),
    applicationName: name,
    appleWebApp: { capable: true, title: name, statusBarStyle: 'default' },
    openGraph: { siteName: name, locale: LOCALE_TAG[locale].replace('-', '_'), type: 'website' },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
    // The French app's manifest comes from app/manifest.ts; the Arabic pages offer the Arabic app.
    ...(locale === 'ar' ? { manifest: ARABIC_MANIFEST_URL } : {}),
  };
}

export const siteViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c1272d' };

/**
 * Noto Sans Arabic, served by the site itself (no outside request; app/globals.css declares it),
 * preloaded on Arabic pages only. One weight, cut to the Arabic letters (22 kB:
 * scripts/subset-arabic-font.sh), bold drawn from it: a second file would compete with the first
 * photo. The version in its name lets it be cached for a year.
 */
export const ARABIC_FONT_URL = '/fonts/noto-sans-arabic-core-400-v5.woff2';

/** The texts of the client components all over a page: the cards and hearts, the error page of a segment. */
const PAGE_NAMESPACES = ['card', 'error'] as const;

/** A language's whole document: <html> with its language and direction, header, page, footer. */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = translator(locale, 'shell');
  return (
    <html lang={locale} dir={LOCALE_DIRECTION[locale]}>
      <body className="flex min-h-screen flex-col antialiased">
        {/* A <link> React lifts into <head>: a preload() hint, while a dynamic page streams, was left to the client. */}
        {locale === 'ar' ? <link rel="preload" href={ARABIC_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <a href="#contenu" className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-3 focus:top-3">
          {t('skipToContent')}
        </a>
        <Texts locale={locale} namespaces={HEADER_NAMESPACES}>
          <Header locale={locale} />
        </Texts>
        <main id="contenu" className="flex-1">
          <Texts locale={locale} namespaces={PAGE_NAMESPACES}>
            {children}
          </Texts>
        </main>
        <HydrateSeparately>
          <Footer locale={locale} />
        </HydrateSeparately>
        <Analytics />
        <AppShell />
      </body>
    </html>
  );
}
