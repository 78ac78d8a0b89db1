import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/HomePage';
import { pageAlternates } from '@/lib/i18n/alternates';

/*
 * The home page, at '' and /accueil (spec). It is cached (ISR): built on the first visit rather
 * than at build time (which has no database), then served from cache and rebuilt in the
 * background at most once a minute. The optional catch-all is how a page without a database at
 * build time gets that: any other path is a real 404.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  alternates: pageAlternates('fr', '/'),
};

export default async function Home({ params }: PageProps<'/[[...accueil]]'>) {
  const { accueil } = await params;
  if (accueil && !(accueil.length === 1 && accueil[0] === 'accueil')) notFound();
  return <HomePage locale="fr" />;
}
