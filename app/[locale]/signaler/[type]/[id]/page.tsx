import { ReportRoute, reportMetadata } from '@/components/routes/ReportRoute';
import { routeLocale } from '@/server/route-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/signaler/[type]/[id]'>) {
  return reportMetadata(await routeLocale(params));
}

export default async function ReportPage({ params, searchParams }: PageProps<'/[locale]/signaler/[type]/[id]'>) {
  const locale = await routeLocale(params);
  return <ReportRoute params={params} searchParams={searchParams} locale={locale} />;
}
