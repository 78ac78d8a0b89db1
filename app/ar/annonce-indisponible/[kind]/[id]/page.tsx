import type { Metadata } from 'next';
import { GoneRoute } from '@/components/listing/GoneRoute';
import { translator } from '@/server/i18n';

/* An expired or sold listing's Arabic page, reached only through proxy.ts (410 Gone). */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: translator('ar', 'gone')('title'), robots: { index: false, follow: true } };

export default async function ArabicGoneListingPage({ params }: PageProps<'/ar/annonce-indisponible/[kind]/[id]'>) {
  const { kind, id } = await params;
  return <GoneRoute kind={kind} id={id} locale="ar" />;
}
