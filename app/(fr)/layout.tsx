import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';

export const metadata = siteMetadata('fr');
export const viewport = siteViewport;

/** The French site, at the plain addresses. */
export default function FrenchLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="fr">{children}</SiteDocument>;
}
