import Link from 'next/link';
import { pickSponsored } from '@/lib/ads';
import { emptyPage, type Paginated } from '@/lib/schemas/common';
import { v1 } from '@/lib/api';
import { cachedV1, readFailed } from '@/lib/api/cached';
import { formatNumber } from '@/lib/format';
import { equipmentTypeOf, LISTING_TYPE_LABELS } from '@/lib/listing-types';
import { LIST_COPY, canonicalListPath, type ListPageRequest } from '@/lib/listing-pages';
import { summarizeEquipement, summarizeMoto, type ListingSummary } from '@/lib/listings';
import { POST_LISTING_URL, SIGN_IN_URL } from '@/lib/navigation';
import type { EquipementCard, MotoCard } from '@/lib/schemas/listings';
import type { Categorie, Marque, Ville } from '@/lib/schemas/reference';
import type { SortOrder } from '@/lib/paging';
import type { SponsoredListing } from '@/lib/schemas/sponsoring';
import { equipementQuery, filtersToQuery, hasNarrowingFilter, motoQuery, type ListingFilters as Filters } from '@/lib/search';
import { adsFor } from '../ads/data';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { EmptyState } from '../ui/EmptyState';
import { Pagination } from '../ui/Pagination';
import { FiltersPanel } from './FiltersPanel';
import { ListingFilters } from './ListingFilters';
import { ListingGrid } from './ListingGrid';
import { SortSelect } from './SortSelect';

function countLabel(page: Paginated<unknown>): string {
  if (page.total === 0) return 'Aucune annonce';
  if (page.totalEstime) return `Environ ${formatNumber(Math.round(page.total / 100) * 100)} annonces`;
  return page.total === 1 ? '1 annonce' : `${formatNumber(page.total)} annonces`;
}

/**
 * A list page of listings of one type: filters, sorting, results with ads and a sponsored listing,
 * pages. Its brand, category and city are spelled as the site spells them (lib/listing-pages).
 */
export async function ListingSearchPage({ urlType, filters, basePath, namesChecked }: ListPageRequest) {
  const moto = urlType === 'moto';
  const equipmentType = equipmentTypeOf(urlType);
  const [villes, marques, categories, sponsoringOn, ads, running] = await Promise.all([
    cachedV1.villes().catch(readFailed<Ville[]>('cities', [])),
    moto ? cachedV1.marques('moto').catch(readFailed<Marque[]>('brands', [])) : Promise.resolve([] as Marque[]),
    equipmentType ? cachedV1.categories(equipmentType).catch(readFailed<Categorie[]>('categories', [])) : Promise.resolve([] as Categorie[]),
    cachedV1.setting('affichagesponsoring').catch(readFailed('sponsoring setting', null)),
    adsFor('annonces', 'card', 3),
    cachedV1.runningSponsorings(moto ? 'moto' : 'equipement').catch(readFailed<SponsoredListing[]>('sponsorings', [])),
  ]);

  let page: Paginated<ListingSummary>;
  if (moto) {
    const result = await v1.moto.search(motoQuery(filters)).catch(readFailed('listings', emptyPage<MotoCard>()));
    page = { ...result, annonces: result.annonces.map(summarizeMoto) };
  } else {
    const result = await v1.equipement.search(equipementQuery(urlType, filters)).catch(readFailed('listings', emptyPage<EquipementCard>()));
    page = { ...result, annonces: result.annonces.map(summarizeEquipement) };
  }

  const candidates = running
    .map((s) => ({ ...(s.type === 'moto' ? summarizeMoto(s.annonce) : summarizeEquipement(s.annonce)), idsponsoring: s.idsponsoring }))
    .filter((s) => s.urlType === urlType);
  const sponsored =
    sponsoringOn === '1' && page.annonces.length > 0
      ? pickSponsored(
          candidates,
          (c) => c.id,
          page.annonces.map((a) => a.id),
        )
      : null;

  const copy = LIST_COPY[urlType];
  const hrefFor = (change: Partial<Filters>) => `${basePath}${filtersToQuery({ ...filters, ...change })}`;
  const sortHrefs: Record<SortOrder, string> = {
    recent: hrefFor({ tri: undefined, page: 1 }),
    prix_asc: hrefFor({ tri: 'prix_asc', page: 1 }),
    prix_desc: hrefFor({ tri: 'prix_desc', page: 1 }),
  };
  const narrowed = hasNarrowingFilter(filters);
  const activeCount = ['marque', 'modele', 'categorie', 'ville', 'prixmin', 'prixmax', 'kilometragemax', 'cylindreeMin', 'cylindreeMax'].filter(
    (key) => filters[key as keyof Filters] !== undefined,
  ).length;
  const pastTheEnd = page.annonces.length === 0 && page.total > 0;

  return (
    <div className="container-page">
      <Breadcrumbs
        crumbs={[
          { label: 'Accueil', href: '/' },
          { label: LISTING_TYPE_LABELS[urlType], href: canonicalListPath(urlType) },
        ]}
      />
      <header className="mb-5">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {/* Only names the site knows are printed as what the page is about. */}
          {namesChecked && moto && filters.marque ? `Motos ${filters.marque} à vendre` : copy.h1}
          {namesChecked && filters.ville ? ` à ${filters.ville}` : ''}
        </h1>
        {!narrowed && filters.page === 1 ? <p className="mt-2 max-w-3xl text-muted">{copy.intro}</p> : null}
      </header>
      <div className="grid gap-6 desk:grid-cols-[17rem_1fr]">
        <aside aria-label="Filtres">
          <FiltersPanel activeCount={activeCount}>
            <ListingFilters urlType={urlType} filters={filters} action={basePath} marques={marques} categories={categories} villes={villes} />
          </FiltersPanel>
        </aside>
        <section aria-label="Résultats">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold" role="status">
              {countLabel(page)}
            </p>
            <SortSelect value={filters.tri ?? 'recent'} hrefFor={sortHrefs} />
          </div>
          {page.annonces.length > 0 ? (
            <ListingGrid listings={page.annonces} ads={ads} sponsored={sponsored} columns="grid-cols-2 sm:grid-cols-3" />
          ) : pastTheEnd ? (
            <EmptyState title="Cette page n’existe plus.">
              <Link href={hrefFor({ page: 1 })} className="link">
                Revenir à la première page
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title={copy.empty}>
              <p>Élargissez vos critères : une autre ville, une fourchette de prix plus large, ou toutes les marques.</p>
              <p className="mt-3 flex flex-wrap justify-center gap-2">
                {narrowed ? (
                  <Link href={basePath} className="btn-secondary">
                    Effacer les filtres
                  </Link>
                ) : null}
                <Link href={`${SIGN_IN_URL}?next=${encodeURIComponent(POST_LISTING_URL)}`} prefetch={false} className="btn-primary">
                  + Deposer une annonce
                </Link>
              </p>
            </EmptyState>
          )}
          <Pagination page={page.page} totalPages={page.totalPages} hrefFor={(p) => hrefFor({ page: p })} />
        </section>
      </div>
    </div>
  );
}
