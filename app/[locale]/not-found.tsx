import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { isLocale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';
import { renderedLocale } from '@/server/route-locale';

/**
 * Next gives the metadata of a not-found file its segment's params; the component itself gets
 * none, and takes the language the layout read (renderedLocale).
 */
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const locale = (await params)?.locale;
  return { title: translator(isLocale(locale) ? locale : 'fr', 'notFound')('title'), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundView locale={renderedLocale()} />;
}
