import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';
import { StoreButtons } from '@/components/ui/StoreButtons';
import { routeLocale } from '@/server/route-locale';
export async function generateMetadata({ params }: PageProps<'/[locale]/telecharger-app'>) {
  return prosePageMetadata(await routeLocale(params), 'app');
}

export default async function DownloadAppPage({ params }: PageProps<'/[locale]/telecharger-app'>) {
  const locale = await routeLocale(params);
  return <ProsePage locale={locale} page="app" before={<StoreButtons />} />;
}
