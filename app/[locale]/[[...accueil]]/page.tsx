import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/HomePage';
import { pageAlternates } from '@/lib/i18n/alternates';
import { routeLocale } from '@/server/route-locale';

/*
 * The home page, at '' and /accueil (spec), /ar and /ar/accueil in Arabic. It is cached (ISR): built on the first visit rather
 * than at build time (which has no database), then served from cache and rebuilt in the
 * background at most once a minute. The optional catch-all is how a page without a database at
 * build time gets that: any other path is a real 404.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/[[...accueil]]'>;

/** '' or /accueil; anything else is an address nothing else answers. */
const isHome = (accueil: string[] | undefined) => !accueil || (accueil.length === 1 && accueil[0] === 'accueil');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { alternates: pageAlternates(await routeLocale(params), '/') };
}

export default async function Home({ params }: Props) {
  const locale = await routeLocale(params);
  if (!isHome((await params).accueil)) notFound();
  return <HomePage locale={locale} />;
}
