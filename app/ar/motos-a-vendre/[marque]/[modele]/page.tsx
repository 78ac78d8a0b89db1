import { ModelRoute, modelMetadata } from '@/components/model/ModelRoute';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/ar/motos-a-vendre/[marque]/[modele]'>;

export const generateMetadata = ({ params }: Props) => modelMetadata(params, 'ar');

export default function ArabicModelPage({ params }: Props) {
  return <ModelRoute params={params} locale="ar" />;
}
