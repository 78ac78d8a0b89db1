import type { Metadata } from 'next';
import { ContactRoute, contactRouteMetadata } from '@/components/listing/SellerContact';

/*
 * A listing's seller number, for a contact button tapped before the listing page's scripts ran
 * (or without JavaScript): rendered per request, never cached, kept out of search engines.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/annonce/[type]/[slug]/[id]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  return contactRouteMetadata(type, id, 'fr');
}

export default async function ContactSellerPage({ params }: Props) {
  const { type, id } = await params;
  return <ContactRoute type={type} id={id} locale="fr" />;
}
