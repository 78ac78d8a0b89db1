import { notFound } from 'next/navigation';
import { v1 } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { LISTING_KINDS } from '@/lib/listing-types';
import { isOneOf } from '@/lib/one-of';
import { GoneListing } from './GoneListing';

/** An expired or sold listing's page in a language (app/(fr)/annonce-indisponible, app/ar/…). */
export async function GoneRoute({ kind, id, locale }: { kind: string; id: string; locale: Locale }) {
  if (!isOneOf(LISTING_KINDS, kind) || !/^\d{1,9}$/.test(id)) notFound();
  const availability = kind === 'moto' ? await v1.moto.disponibilite(Number(id)) : await v1.equipement.disponibilite(Number(id));
  if (!availability || availability.etat === 'publiee') notFound();
  return <GoneListing gone={{ kind, id: Number(id), ...availability, etat: availability.etat }} locale={locale} />;
}
