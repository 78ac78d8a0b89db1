import type { Metadata } from 'next';
import { ContactRoute, contactRouteMetadata } from '@/components/listing/SellerContact';
import { routeLocale } from '@/server/route-locale';

/*
 * A listing's seller number, for a contact button tapped before the listing page's scripts ran
 * (or without JavaScript): rendered per request, never cached, kept out of search engines.
 */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/annonce/[type]/[slug]/[id]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  return contactRouteMetadata(type, id, await routeLocale(params));
}

export default async function ContactSellerPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { type, id } = await params;
  return <ContactRoute type={type} id={id} locale={locale} />;
}
