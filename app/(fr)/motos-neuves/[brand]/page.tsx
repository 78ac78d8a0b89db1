import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BrandLogo } from '@/components/brand/BrandLogo';
import { ListingGrid } from '@/components/listing/ListingGrid';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/ui/Pagination';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/lib/api/cached';
import { emptyPage } from '@/lib/schemas/common';
import type { MotoCard } from '@/lib/schemas/listings';
import { formatCylindree, formatNumber } from '@/lib/format';
import { summarizeMoto } from '@/lib/listings';
import { brandUrl, modelUrl } from '@/lib/routes';
import type { ModelLink } from '@/lib/schemas/search';
import { LAST_REACHABLE_PAGE } from '@/lib/search';
import { foldName, safeDecode } from '@/lib/text';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/motos-neuves/[brand]'>;

/** A motorcycle brand (equipment brands have no page here). */
const loadBrand = cache(async (key: string) => {
  const marque = await v1.marque.detail(safeDecode(key));
  return marque && marque.types.includes('moto') ? marque : null;
});

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_REACHABLE_PAGE) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const marque = await loadBrand((await params).brand).catch(() => null);
  if (!marque) return { title: 'Marque introuvable', robots: { index: false } };
  const title = `${marque.nom_marque} : motos neuves et d’occasion au Maroc`;
  const description = `${marque.description ?? `Motos ${marque.nom_marque}`} ${marque.nombre_annonces} annonces ${marque.nom_marque} à vendre sur MotoMaroc.`;
  return { title, description, alternates: { canonical: brandUrl(marque.nom_marque) }, openGraph: { title, description, url: brandUrl(marque.nom_marque) } };
}

export default async function BrandPage({ params, searchParams }: Props) {
  const marque = await loadBrand((await params).brand);
  if (!marque) notFound();
  const page = pageOf((await searchParams).page);
  const [listings, modelPages] = await Promise.all([
    v1.moto.search({ marque: marque.nom_marque, page, limit: 12 }).catch(readFailed('brand listings', emptyPage<MotoCard>())),
    cachedV1.modeles(marque.slug).catch(readFailed<ModelLink[]>('model pages', [])),
  ]);
  const pageOfModel = new Map(modelPages.map((model) => [model.slug, model]));
  // Models sellers name that the brand's list does not have, with a page of their own.
  const otherModelPages = modelPages.filter((model) => !marque.modeles.some((m) => foldName(m.nom_modele) === model.slug));
  const allListings = `/motos-a-vendre?marque=${encodeURIComponent(marque.nom_marque)}`;
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[{ label: 'Accueil', href: '/' }, { label: 'Marques', href: '/motos-neuves' }, { label: marque.nom_marque }]} />
      <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <BrandLogo logo={marque.logo} name={marque.nom_marque} className="h-20 w-40" />
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">Motos {marque.nom_marque}</h1>
          {marque.pays ? <p className="text-sm text-muted">Constructeur · {marque.pays}</p> : null}
          {marque.description ? <p className="mt-2 max-w-2xl">{marque.description}</p> : null}
        </div>
      </header>
      {marque.modeles.length > 0 ? (
        <section aria-labelledby="modeles" className="mt-8">
          <h2 id="modeles" className="mb-3 text-xl font-bold">
            Modèles {marque.nom_marque}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {marque.modeles.map((m) => {
              // A model with enough listings has its page, with its market price.
              const modelPage = pageOfModel.get(foldName(m.nom_modele));
              return (
                <li key={m.idmodele}>
                  <Link
                    href={
                      modelPage
                        ? modelUrl(modelPage.marqueSlug, modelPage.slug)
                        : `/motos-a-vendre?marque=${encodeURIComponent(marque.nom_marque)}&modele=${encodeURIComponent(m.nom_modele)}`
                    }
                    className={`inline-block rounded-full px-3 py-2 text-sm ring-1 hover:ring-brand ${modelPage ? 'bg-brand-light font-semibold ring-brand/30' : 'bg-white ring-line'}`}
                  >
                    {m.nom_modele}
                    {m.cylindre ? <span className="font-normal text-muted"> · {formatCylindree(m.cylindre)}</span> : null}
                    {modelPage ? <span className="font-normal text-muted"> · prix du marché</span> : null}
                  </Link>
                </li>
              );
            })}
            {otherModelPages.map((model) => (
              <li key={model.slug}>
                <Link
                  href={modelUrl(model.marqueSlug, model.slug)}
                  className="inline-block rounded-full bg-brand-light px-3 py-2 text-sm font-semibold ring-1 ring-brand/30 hover:ring-brand"
                >
                  {model.modele}
                  <span className="font-normal text-muted"> · prix du marché</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="annonces-marque" className="mt-8">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="annonces-marque" className="text-xl font-bold">
            {formatNumber(marque.nombre_annonces)} {marque.nombre_annonces > 1 ? 'annonces' : 'annonce'} {marque.nom_marque}
          </h2>
          <Link href={allListings} className="link text-sm">
            Filtrer ces annonces par ville, prix ou cylindrée
          </Link>
        </div>
        {listings.annonces.length > 0 ? (
          <ListingGrid listings={listings.annonces.map(summarizeMoto)} />
        ) : (
          <EmptyState title={`Aucune moto ${marque.nom_marque} à vendre pour le moment.`}>
            <Link href="/motos-a-vendre" className="link">
              Voir toutes les motos à vendre
            </Link>
          </EmptyState>
        )}
        <Pagination page={listings.page} totalPages={listings.totalPages} hrefFor={(p) => `${brandUrl(marque.nom_marque)}${p > 1 ? `?page=${p}` : ''}`} />
      </section>
    </div>
  );
}
