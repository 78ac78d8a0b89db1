import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/SiteDocument';
import { LOCALES } from '@/lib/i18n/locales';
import { routeLocale } from '@/server/route-locale';

/**
 * Both languages' documents: French at the plain addresses (next.config.ts rewrites /boutiques to
 * /fr/boutiques), Arabic under /ar, right to left. A page under app/[locale] exists in both; one
 * inside a `(francais)` group exists in French only (its layout answers 404 in Arabic).
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>) {
  return siteMetadata(await routeLocale(params));
}

export const viewport = siteViewport;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  return <SiteDocument locale={await routeLocale(params)}>{children}</SiteDocument>;
}
