import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/Analytics';
import { AppShell } from '@/components/app/AppShell';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { HydrateSeparately } from '@/components/ui/HydrateSeparately';
import { publicConfig } from '@/lib/config';
import { SITE } from '@/lib/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(publicConfig.siteUrl),
  title: { default: `${SITE.name} : motos, équipements et pièces au Maroc`, template: `%s | ${SITE.name}` },
  description: SITE.description,
  applicationName: SITE.name,
  appleWebApp: { capable: true, title: SITE.name, statusBarStyle: 'default' },
  openGraph: { siteName: SITE.name, locale: 'fr_MA', type: 'website' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c1272d' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="flex min-h-screen flex-col antialiased">
        <a href="#contenu" className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
          Aller au contenu
        </a>
        <Header />
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <HydrateSeparately>
          <Footer />
        </HydrateSeparately>
        <Analytics />
        <AppShell />
      </body>
    </html>
  );
}
