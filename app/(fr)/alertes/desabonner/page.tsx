import { UnsubscribeRoute, unsubscribeMetadata } from '@/components/account/UnsubscribePage';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = unsubscribeMetadata('fr');

export default function UnsubscribePageRoute({ searchParams }: PageProps<'/alertes/desabonner'>) {
  return <UnsubscribeRoute searchParams={searchParams} locale="fr" />;
}
