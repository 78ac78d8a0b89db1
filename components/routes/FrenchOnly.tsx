import type { ReactNode } from 'react';
import { routeLocale } from '@/server/route-locale';
import { notFound } from 'next/navigation';

/**
 * The layout of a `(francais)` group of app/[locale]: the pages inside exist in French only (the
 * back office, the sign-in's service pages, the health page), so their Arabic address is a 404.
 * lib/i18n/twins.ts says the same to links, hreflang and the sitemap; its test reads the tree.
 */
export async function FrenchOnly({ params, children }: { params: Promise<{ locale: string }>; children: ReactNode }) {
  if ((await routeLocale(params)) !== 'fr') notFound();
  return children;
}
