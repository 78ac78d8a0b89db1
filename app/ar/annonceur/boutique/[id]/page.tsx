import { ShopRoute, shopMetadata } from '@/components/routes/ShopRoutes';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/ar/annonceur/boutique/[id]'>;

export const generateMetadata = ({ params }: Props) => shopMetadata(params, 'ar');

export default function ArabicShopPage({ params, searchParams }: Props) {
  return <ShopRoute params={params} searchParams={searchParams} locale="ar" />;
}
