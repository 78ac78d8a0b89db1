import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { isLocale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';

/**
 * Next gives the metadata of a not-found file its segment's params (the component itself gets
 * none: it reads its texts from the document around it, components/layout/PageTexts).
 */
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const locale = (await params)?.locale;
  return { title: translator(isLocale(locale) ? locale : 'fr', 'notFound')('title'), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundView />;
}
