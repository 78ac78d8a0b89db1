import { OfflineView, offlineMetadata } from '@/components/app/OfflineView';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/hors-ligne'>) {
  return offlineMetadata(await routeLocale(params));
}

export default async function OfflinePage({ params }: PageProps<'/[locale]/hors-ligne'>) {
  const locale = await routeLocale(params);
  return <OfflineView locale={locale} />;
}
