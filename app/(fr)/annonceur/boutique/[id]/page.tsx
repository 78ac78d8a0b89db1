import { ShopRoute, shopMetadata } from '@/components/routes/ShopRoutes';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/annonceur/boutique/[id]'>;

export const generateMetadata = ({ params }: Props) => shopMetadata(params, 'fr');

export default function ShopPage({ params, searchParams }: Props) {
  return <ShopRoute params={params} searchParams={searchParams} locale="fr" />;
}
