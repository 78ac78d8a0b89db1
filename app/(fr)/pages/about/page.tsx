import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('fr', 'about');

export default function AboutPage() {
  return <ProsePage locale="fr" page="about" />;
}
