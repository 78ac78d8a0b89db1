import { UnsubscribeRoute, unsubscribeMetadata } from '@/components/account/UnsubscribePage';

/* As app/(fr)/alertes/desabonner: per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata = unsubscribeMetadata('ar');

export default function ArabicUnsubscribePage({ searchParams }: PageProps<'/ar/alertes/desabonner'>) {
  return <UnsubscribeRoute searchParams={searchParams} locale="ar" />;
}
