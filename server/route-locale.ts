/**
 * The language of a page or route handler of app/[locale]: French pages are served there through
 * next.config.ts's rewrite (/boutiques → /fr/boutiques), Arabic ones at their own /ar addresses.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** The language the request's layout was given, for what Next renders without params (the 404 page). */
const requestLocale = cache((): { locale: Locale | null } => ({ locale: null }));

export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  requestLocale().locale = locale;
  return locale;
}

/**
 * The language of the page being rendered, for a not-found file, which Next gives no params: the
 * app/[locale] layout has read it (routeLocale) before its children, the 404 view among them, are
 * rendered. French if nothing has.
 */
export function renderedLocale(): Locale {
  return requestLocale().locale ?? 'fr';
}
