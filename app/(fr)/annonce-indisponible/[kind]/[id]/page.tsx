import type { Metadata } from 'next';
import { GoneRoute } from '@/components/listing/GoneRoute';
import { translator } from '@/server/i18n';

/*
 * An expired or sold listing's page, reached only through proxy.ts's rewrite of its address (which
 * answers 410 Gone). Rendered once a minute at most per listing, like the listing pages.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: translator('fr', 'gone')('title'), robots: { index: false, follow: true } };

export default async function GoneListingPage({ params }: PageProps<'/annonce-indisponible/[kind]/[id]'>) {
  const { kind, id } = await params;
  return <GoneRoute kind={kind} id={id} locale="fr" />;
}
