import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadListingDetail, revealPhone } from '@/components/listing/detail-data';
import { SellerContact } from '@/components/listing/SellerContact';

/*
 * A listing's seller number, for a contact button tapped before the listing page's scripts ran
 * (or without JavaScript): rendered per request, never cached, kept out of search engines.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/annonce/[type]/[slug]/[id]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  const data = await loadListingDetail(type, id).catch(() => null);
  return { title: data ? `Contacter le vendeur : ${data.detail.titre}` : 'Annonce introuvable', robots: { index: false, follow: false } };
}

export default async function ContactSellerPage({ params }: Props) {
  const { type, id } = await params;
  const data = await loadListingDetail(type, id);
  if (!data) notFound();
  // A seller without a number is not counted as contacted.
  const phone = data.detail.vendeur.telephone_masque ? await revealPhone(data) : { telephone: null };
  return <SellerContact data={data} phone={phone} />;
}
