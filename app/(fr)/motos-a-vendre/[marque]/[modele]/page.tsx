import { ModelRoute, modelMetadata } from '@/components/model/ModelRoute';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/motos-a-vendre/[marque]/[modele]'>;

export const generateMetadata = ({ params }: Props) => modelMetadata(params, 'fr');

export default function ModelPage({ params }: Props) {
  return <ModelRoute params={params} locale="fr" />;
}
