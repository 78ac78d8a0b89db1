import { ModelRoute, modelMetadata } from '@/components/routes/ModelRoute';

/*
 * A model's page, a landing page for search engines: rendered on its first visit, then served from
 * the page cache and rebuilt at most once a minute, or at once when a listing changes (like the
 * lists: server/cache/public-pages.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/motos-a-vendre/[marque]/[modele]'>;

export const generateMetadata = ({ params }: Props) => modelMetadata(params, 'fr');

export default function ModelPage({ params }: Props) {
  return <ModelRoute params={params} locale="fr" />;
}
