import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/NotFoundView';
import { translator } from '@/server/i18n';

export const metadata: Metadata = { title: translator('fr', 'notFound')('title'), robots: { index: false } };

export default function NotFound() {
  return <NotFoundView locale="fr" />;
}
