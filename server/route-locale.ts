/**
 * The language of a page or route handler of app/[locale]: French pages are served there through
 * next.config.ts's rewrite (/boutiques → /fr/boutiques), Arabic ones at their own /ar addresses.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
