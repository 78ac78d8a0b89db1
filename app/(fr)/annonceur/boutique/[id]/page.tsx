import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingGrid } from '@/components/listing/ListingGrid';
import { ShopLogo } from '@/components/shop/ShopLogo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { MapPinIcon } from '@/components/ui/static-icons';
import { Pagination } from '@/components/ui/Pagination';
import { emptyPage } from '@/lib/schemas/common';
import { v1 } from '@/lib/api';
import { formatDateMedium, formatNumber } from '@/lib/format';
import { summarizeEquipement, summarizeMoto } from '@/lib/listings';
import { shopUrl } from '@/lib/routes';
import { LAST_REACHABLE_PAGE } from '@/lib/search';
import { absolutePhotoUrl, absoluteUrl } from '@/lib/seo';
import { JsonLd } from '@/components/seo/JsonLd';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/annonceur/boutique/[id]'>;

const loadShop = cache(async (id: string) => (/^\d{1,9}$/.test(id) && Number(id) > 0 ? v1.utilisateur.boutique(Number(id)) : null));

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_REACHABLE_PAGE) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = await loadShop((await params).id).catch(() => null);
  if (!shop) return { title: 'Boutique introuvable', robots: { index: false } };
  const title = `${shop.nom_entreprise}${shop.ville ? ` à ${shop.ville}` : ''} : annonces moto`;
  const description = shop.description ?? `Les annonces de ${shop.nom_entreprise} sur MotoMaroc.`;
  return { title, description, alternates: { canonical: shopUrl(shop.idutilisateur) }, openGraph: { title, description } };
}

export default async function ShopPage({ params, searchParams }: Props) {
  const shop = await loadShop((await params).id);
  if (!shop) notFound();
  const query = await searchParams;
  const motoPage = pageOf(query.page);
  const equipmentPage = pageOf(query.page_equipement);
  const [motos, equipements] = await Promise.all([
    v1.moto.boutique(shop.idutilisateur, { page: motoPage, limit: 12 }).catch(() => null),
    v1.equipement.boutique(shop.idutilisateur, 'tous', { page: equipmentPage, limit: 12 }).catch(() => null),
  ]);
  const motoList = motos ?? emptyPage();
  const equipmentList = equipements ?? emptyPage();
  const href = (change: { page?: number; page_equipement?: number }) => {
    const next = { page: motoPage, page_equipement: equipmentPage, ...change };
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.page_equipement > 1) search.set('page_equipement', String(next.page_equipement));
    const text = search.toString();
    return `${shopUrl(shop.idutilisateur)}${text ? `?${text}` : ''}`;
  };
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[{ label: 'Accueil', href: '/' }, { label: 'Boutiques', href: '/boutiques' }, { label: shop.nom_entreprise }]} />
      <header className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ShopLogo logo={shop.logo} name={shop.nom_entreprise} size={96} />
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-extrabold sm:text-3xl">{shop.nom_entreprise}</h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {shop.ville ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon /> {shop.adresse ?? shop.ville}
              </span>
            ) : null}
            <span>Sur MotoMaroc depuis {formatDateMedium(shop.date_ajout)}</span>
            <span>
              {formatNumber(shop.nombre_annonces)} {shop.nombre_annonces > 1 ? 'annonces' : 'annonce'}
            </span>
          </p>
          {shop.description ? <p className="max-w-3xl">{shop.description}</p> : null}
        </div>
      </header>
      <section aria-labelledby="boutique-motos" className="mt-8">
        <h2 id="boutique-motos" className="mb-4 text-xl font-bold">
          Motos ({formatNumber(motoList.total)})
        </h2>
        {motoList.annonces.length > 0 ? (
          <ListingGrid listings={motoList.annonces.map(summarizeMoto)} />
        ) : (
          <EmptyState title="Cette boutique n’a pas de moto en vente pour le moment." />
        )}
        <Pagination page={motoList.page} totalPages={motoList.totalPages} hrefFor={(p) => href({ page: p })} />
      </section>
      <section aria-labelledby="boutique-equipements" className="mt-10">
        <h2 id="boutique-equipements" className="mb-4 text-xl font-bold">
          Équipements, pièces et pneus ({formatNumber(equipmentList.total)})
        </h2>
        {equipmentList.annonces.length > 0 ? (
          <ListingGrid listings={equipmentList.annonces.map(summarizeEquipement)} />
        ) : (
          <EmptyState title="Cette boutique n’a pas d’équipement en vente pour le moment." />
        )}
        <Pagination page={equipmentList.page} totalPages={equipmentList.totalPages} hrefFor={(p) => href({ page_equipement: p })} />
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Store',
          name: shop.nom_entreprise,
          url: absoluteUrl(shopUrl(shop.idutilisateur)),
          image: absolutePhotoUrl(shop.logo),
          description: shop.description ?? undefined,
          address: shop.ville
            ? { '@type': 'PostalAddress', streetAddress: shop.adresse ?? undefined, addressLocality: shop.ville, addressCountry: 'MA' }
            : undefined,
        }}
      />
    </div>
  );
}
