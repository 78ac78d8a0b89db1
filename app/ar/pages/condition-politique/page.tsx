import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('ar', 'terms');

export default function ArabicTermsPage() {
  return <ProsePage locale="ar" page="terms" />;
}
