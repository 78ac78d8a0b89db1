import type { Metadata } from 'next';
import { ContactRoute, contactRouteMetadata } from '@/components/listing/SellerContact';

/* The Arabic contact page of a listing: per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/ar/annonce/[type]/[slug]/[id]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  return contactRouteMetadata(type, id, 'ar');
}

export default async function ArabicContactSellerPage({ params }: Props) {
  const { type, id } = await params;
  return <ContactRoute type={type} id={id} locale="ar" />;
}
