import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GoneListing } from '@/components/listing/GoneListing';
import { v1 } from '@/lib/api';
import { isOneOf } from '@/lib/one-of';
import { LISTING_KINDS } from '@/lib/listing-types';

/*
 * An expired or sold listing's page, reached only through proxy.ts's rewrite of its address (which
 * answers 410 Gone). Rendered once a minute at most per listing, like the listing pages.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'Annonce plus disponible', robots: { index: false, follow: true } };

export default async function GoneListingPage({ params }: PageProps<'/annonce-indisponible/[kind]/[id]'>) {
  const { kind, id } = await params;
  if (!isOneOf(LISTING_KINDS, kind) || !/^\d{1,9}$/.test(id)) notFound();
  const availability = kind === 'moto' ? await v1.moto.disponibilite(Number(id)) : await v1.equipement.disponibilite(Number(id));
  if (!availability || availability.etat === 'publiee') notFound();
  return <GoneListing gone={{ kind, id: Number(id), ...availability, etat: availability.etat }} />;
}
