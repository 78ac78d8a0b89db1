import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('fr', 'salesTerms');

export default function SalesTermsPage() {
  return <ProsePage locale="fr" page="salesTerms" />;
}
