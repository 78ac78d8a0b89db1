import { BrandRoute, brandMetadata } from '@/components/brand/BrandRoutes';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/ar/motos-neuves/[brand]'>;

export const generateMetadata = ({ params }: Props) => brandMetadata(params, 'ar');

export default function ArabicBrandPage({ params, searchParams }: Props) {
  return <BrandRoute params={params} searchParams={searchParams} locale="ar" />;
}
