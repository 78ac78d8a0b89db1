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
import { activeFilters, defaultOrder, equipementQuery, filtersToQuery, hasNarrowingFilter, motoQuery, type ListingFilters as Filters } from '@/lib/search';
import { CreateAlertButton } from '../search/CreateAlertButton';
import { searchUrl } from '@/lib/routes';
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

/** The search the filters make, without its page: what an alert saves. */
function searchOfFilters({ page: _page, ...search }: Filters): Omit<Filters, 'page'> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Omit<Filters, 'page'>;
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
  // The default order is left out of the URL; pertinence exists only for a search by words.
  const sortHref = (tri: SortOrder) => hrefFor({ tri: tri === defaultOrder(filters) ? undefined : tri, page: 1 });
  const sortHrefs: Partial<Record<SortOrder, string>> = {
    ...(filters.q ? { pertinence: sortHref('pertinence') } : {}),
    recent: sortHref('recent'),
    prix_asc: sortHref('prix_asc'),
    prix_desc: sortHref('prix_desc'),
  };
  const narrowed = hasNarrowingFilter(filters);
  const active = activeFilters(filters);
  const pastTheEnd = page.annonces.length === 0 && page.total > 0;
  // Nothing found for words: the closest brand or model, if one is close ("Vouliez-vous dire… ?").
  const closest = filters.q && page.total === 0 ? await v1.recherche.proche(filters.q).catch(readFailed('closest name', null)) : null;

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
          {filters.q ? `${copy.noun} : « ${filters.q} »` : namesChecked && moto && filters.marque ? `Motos ${filters.marque} à vendre` : copy.h1}
          {namesChecked && filters.ville ? ` à ${filters.ville}` : ''}
        </h1>
        {filters.q ? (
          <p className="mt-2 text-muted">
            <Link href={searchUrl(filters.q)} className="link">
              Chercher « {filters.q} » dans toutes les annonces
            </Link>
          </p>
        ) : !narrowed && filters.page === 1 ? (
          <p className="mt-2 max-w-3xl text-muted">{copy.intro}</p>
        ) : null}
      </header>
      <div className="grid gap-6 desk:grid-cols-[17rem_1fr]">
        <aside aria-label="Filtres">
          <FiltersPanel activeCount={active.length + (filters.q ? 1 : 0)}>
            <ListingFilters urlType={urlType} filters={filters} action={basePath} marques={marques} categories={categories} villes={villes} />
          </FiltersPanel>
        </aside>
        <section aria-label="Résultats">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold" role="status">
              {countLabel(page)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <CreateAlertButton type={urlType} recherche={searchOfFilters(filters)} />
              <SortSelect value={filters.tri ?? defaultOrder(filters)} hrefFor={sortHrefs} />
            </div>
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
            <EmptyState title={filters.q ? `Aucune annonce ne correspond à « ${filters.q} ».` : copy.empty}>
              {closest ? (
                <p className="text-base">
                  Vouliez-vous dire{' '}
                  <Link href={hrefFor({ q: closest.libelle, page: 1 })} className="link font-semibold">
                    {closest.libelle}
                  </Link>{' '}
                  ?
                </p>
              ) : null}
              {active.length > 0 ? (
                <>
                  <p className="mt-2">Ces filtres ont vidé la liste : retirez-en un.</p>
                  <ul className="mt-2 flex flex-wrap justify-center gap-2" aria-label="Filtres à retirer">
                    {active.map((filter) => (
                      <li key={filter.key}>
                        <Link href={hrefFor({ [filter.key]: undefined, page: 1 })} className="btn-secondary min-h-9 py-1 text-sm">
                          Sans « {filter.label} » ×
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>Élargissez vos critères : une autre ville, une fourchette de prix plus large, ou toutes les marques.</p>
              )}
              <p className="mt-3 flex flex-wrap justify-center gap-2">
                {filters.q ? (
                  <Link href={searchUrl(filters.q)} className="btn-secondary">
                    Chercher dans tous les types
                  </Link>
                ) : null}
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
