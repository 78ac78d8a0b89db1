import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { translator } from '@/server/i18n';

export const metadata: Metadata = { title: translator('ar', 'notFound')('title'), robots: { index: false } };

export default function ArabicNotFound() {
  return <NotFoundView locale="ar" />;
}
