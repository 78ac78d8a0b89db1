import { GarageRoute, garageMetadata } from '@/components/routes/GarageRoute';
import { routeLocale } from '@/server/route-locale';

/* A person's own garage: rendered per request, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/mon-garage'>) {
  return garageMetadata(await routeLocale(params));
}

export default async function GaragePageRoute({ params, searchParams }: PageProps<'/[locale]/mon-garage'>) {
  return <GarageRoute searchParams={searchParams} locale={await routeLocale(params)} />;
}
