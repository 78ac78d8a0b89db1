import { BrandRoute, brandMetadata } from '@/components/brand/BrandRoutes';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/motos-neuves/[brand]'>;

export const generateMetadata = ({ params }: Props) => brandMetadata(params, 'fr');

export default function BrandPage({ params, searchParams }: Props) {
  return <BrandRoute params={params} searchParams={searchParams} locale="fr" />;
}
