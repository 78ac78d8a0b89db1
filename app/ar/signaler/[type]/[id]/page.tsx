import { ReportRoute, reportMetadata } from '@/components/routes/ReportRoute';

export const dynamic = 'force-dynamic';

export const metadata = reportMetadata('ar');

export default function ArabicReportPage({ params, searchParams }: PageProps<'/ar/signaler/[type]/[id]'>) {
  return <ReportRoute params={params} searchParams={searchParams} locale="ar" />;
}
