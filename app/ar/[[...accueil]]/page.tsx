import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/HomePage';
import { pageAlternates } from '@/lib/i18n/alternates';

/* The Arabic home page, at /ar and /ar/accueil; cached like the French one (app/(fr)/(home)). */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  alternates: pageAlternates('ar', '/'),
};

export default async function ArabicHome({ params }: PageProps<'/ar/[[...accueil]]'>) {
  const { accueil } = await params;
  if (accueil && !(accueil.length === 1 && accueil[0] === 'accueil')) notFound();
  return <HomePage locale="ar" />;
}
