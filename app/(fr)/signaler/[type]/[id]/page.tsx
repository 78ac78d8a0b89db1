import { ReportRoute, reportMetadata } from '@/components/routes/ReportRoute';

export const dynamic = 'force-dynamic';

export const metadata = reportMetadata('fr');

export default function ReportPage({ params, searchParams }: PageProps<'/signaler/[type]/[id]'>) {
  return <ReportRoute params={params} searchParams={searchParams} locale="fr" />;
}
