import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('ar', 'salesTerms');

export default function ArabicSalesTermsPage() {
  return <ProsePage locale="ar" page="salesTerms" />;
}
