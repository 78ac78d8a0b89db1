import { ProsePage, prosePageMetadata } from '@/components/layout/ProsePage';

export const metadata = prosePageMetadata('ar', 'about');

export default function ArabicAboutPage() {
  return <ProsePage locale="ar" page="about" />;
}
