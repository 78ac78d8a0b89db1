import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('fr', 'terms');

export default function TermsPage() {
  return <ProsePage locale="fr" page="terms" />;
}
