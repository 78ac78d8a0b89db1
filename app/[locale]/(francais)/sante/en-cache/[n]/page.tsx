import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/*
 * The trivial page of /sante, but through the page cache like the listing and list pages (ISR,
 * rendered on its first visit under each address): what any page costs at the least when the
 * cache does not have it. The page benchmark compares the uncached pages with it.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'État du service (page en cache)', robots: { index: false } };

export default async function CachedHealthPage({ params }: PageProps<'/[locale]/sante/en-cache/[n]'>) {
  const { n } = await params;
  if (!/^\d{1,9}$/.test(n)) notFound();
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-extrabold">État du service</h1>
      <p className="mt-2 text-muted">
        MotoMaroc fonctionne. Page rendue à <time dateTime={new Date().toISOString()}>{new Date().toISOString()}</time>.
      </p>
    </div>
  );
}
